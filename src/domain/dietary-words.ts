/**
 * Allergy and dietary words: wherever an order's text contains one (an item's note, a
 * modifier, the kitchen note, the delivery instructions), every screen and ticket
 * highlights it. One list for the whole product; add a word here and it is marked everywhere.
 */
export const DIETARY_WORDS = [
  "allergy",
  "allergies",
  "allergic",
  "anaphylaxis",
  "anaphylactic",
  "epipen",
  "intolerance",
  "intolerant",
  "celiac",
  "coeliac",
  "nut",
  "nuts",
  "peanut",
  "peanuts",
  "tree nut",
  "almond",
  "almonds",
  "cashew",
  "cashews",
  "walnut",
  "walnuts",
  "pecan",
  "pecans",
  "pistachio",
  "hazelnut",
  "hazelnuts",
  "gluten",
  "gluten-free",
  "wheat",
  "dairy",
  "dairy-free",
  "lactose",
  "milk",
  "egg",
  "eggs",
  "soy",
  "soya",
  "sesame",
  "shellfish",
  "shrimp",
  "prawn",
  "prawns",
  "crab",
  "lobster",
  "fish",
  "mustard",
  "celery",
  "lupin",
  "sulphites",
  "sulfites",
  "vegan",
  "vegetarian",
  "halal",
  "kosher",
] as const;

export type TextPart = { text: string; isDietary: boolean };

// Longest first, so "tree nut" wins over "nut"; whole words only ("nutmeg" and "eggplant"
// are not allergens), any case.
const pattern = new RegExp(
  `(?<![\\p{L}\\p{N}])(${[...DIETARY_WORDS]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|")})(?![\\p{L}\\p{N}])`,
  "giu",
);

/** The text cut into runs, each marked when it is an allergy or dietary word. */
export function splitDietary(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start), isDietary: false });
    parts.push({ text: match[0], isDietary: true });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), isDietary: false });
  return parts;
}

export function hasDietaryWord(text: string): boolean {
  return splitDietary(text).some((part) => part.isDietary);
}
