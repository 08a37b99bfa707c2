import { replaceUnsafeText } from "../../../../domain/unicode";

/**
 * The longest text each field of the order model accepts (domain/order.ts; the test checks
 * the two agree). Platforms' free text is capped to these rather than refused: a long note
 * should not cost the restaurant the order.
 */
export const TEXT_LIMITS = {
  orderNumber: 64,
  customerName: 120,
  phone: 40,
  street: 200,
  city: 100,
  state: 50,
  zipCode: 20,
  place: 200,
  itemName: 200,
  itemDescription: 500,
  modifierName: 200,
  instructions: 1000,
  /** The customer's words for one item (`OrderItem.note`). */
  itemNote: 500,
  /** The customer's words for the kitchen about the whole order (`kitchenNote`). */
  kitchenNote: 1000,
  label: 200,
  note: 500,
} as const;

type Text = string | null | undefined;

/**
 * Trimmed text cut to `max` characters (ending in "…" when cut), or undefined when empty.
 * NUL and lone surrogates become U+FFFD (domain/unicode.ts).
 */
export function cleanText(value: Text, max: number): string | undefined {
  const trimmed = typeof value === "string" ? replaceUnsafeText(value).trim() : undefined;
  if (!trimmed) return undefined;
  if (trimmed.length <= max) return trimmed;
  let cut = trimmed.slice(0, max - 1);
  // Never leave half of a surrogate pair behind.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** The non-empty parts joined by `separator`, or undefined when there are none. */
export function joinTexts(parts: Text[], separator: string): string | undefined {
  const kept = parts.map((part) => part?.trim()).filter((part): part is string => !!part);
  return kept.length > 0 ? kept.join(separator) : undefined;
}

/** "Larry" + undefined → "Larry"; capped to the customer name limit. */
export function joinName(...parts: Text[]): string | undefined {
  return cleanText(joinTexts(parts, " "), TEXT_LIMITS.customerName);
}

/** The first phone number given, capped to the field; "" when none (the model allows it). */
export function firstPhone(...candidates: Text[]): string {
  for (const candidate of candidates) {
    const phone = cleanText(candidate, TEXT_LIMITS.phone);
    if (phone) return phone;
  }
  return "";
}

/**
 * Several free texts in one field. The dashboard shows instructions on one line (a span),
 * so a line break would read as a space; "; " keeps the parts apart.
 */
export function joinInstructions(...parts: Text[]): string | undefined {
  return cleanText(joinTexts(parts, "; "), TEXT_LIMITS.instructions);
}

/** The customer's words for the kitchen about the whole order, from one or more fields. */
export function joinKitchenNote(...parts: Text[]): string | undefined {
  return cleanText(joinTexts(parts, "; "), TEXT_LIMITS.kitchenNote);
}

/** The customer's words for one item, from one or more fields. */
export function joinItemNote(...parts: Text[]): string | undefined {
  return cleanText(joinTexts(parts, "; "), TEXT_LIMITS.itemNote);
}

export type AddressParts = {
  line1?: Text;
  line2?: Text;
  city?: Text;
  state?: Text;
  zipCode?: Text;
};

export type AddressOut = {
  street: string;
  city?: string;
  state?: string;
  zipCode?: string;
  place?: string;
  placeId?: string;
  latitude?: number;
  longitude?: number;
};

export type LocationParts = {
  place?: Text;
  placeId?: Text;
  latitude?: number | null;
  longitude?: number | null;
};

/**
 * The model's address from a platform's parts. Street lines 1 and 2 are joined ("969 Market,
 * Apt 3"); absent parts are left out (the schema defaults them to ""). A location with no
 * street keeps what the platform gave instead (a place, a map place id, coordinates);
 * with none of them there is nowhere to deliver to, so there is no address.
 */
export function buildAddress(parts: AddressParts & LocationParts): AddressOut | undefined {
  const street = cleanText(joinTexts([parts.line1, parts.line2], ", "), TEXT_LIMITS.street);
  const city = cleanText(parts.city, TEXT_LIMITS.city);
  const state = cleanText(parts.state, TEXT_LIMITS.state);
  const zipCode = cleanText(parts.zipCode, TEXT_LIMITS.zipCode);
  const place = cleanText(parts.place, TEXT_LIMITS.place);
  const placeId = cleanText(parts.placeId, 512);
  const hasPoint = isCoordinate(parts.latitude, 90) && isCoordinate(parts.longitude, 180);
  if (!street && !place && !placeId && !hasPoint) return undefined;
  return {
    street: street ?? "",
    ...(city && { city }),
    ...(state && { state }),
    ...(zipCode && { zipCode }),
    ...(place && { place }),
    ...(placeId && { placeId }),
    ...(hasPoint && { latitude: parts.latitude as number, longitude: parts.longitude as number }),
  };
}

function isCoordinate(value: number | null | undefined, bound: number): boolean {
  return typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= bound;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  times: "×",
};

/**
 * WooCommerce sends item names as stored HTML ("Ship Your Idea &ndash; Color: Black";
 * its REST docs): tags are dropped and character references decoded. An unknown named
 * reference is kept as written rather than guessed.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
      if (ref.startsWith("#")) {
        const isHex = ref[1] === "x" || ref[1] === "X";
        const code = Number.parseInt(ref.slice(isHex ? 2 : 1), isHex ? 16 : 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
    });
}

/**
 * The name an order carries when the platform sends none (Shopify withholds customer data
 * until an app is approved for protected customer data). Refusing the order would lose it: the
 * platform would retry and then give up, while the kitchen still has food to make.
 */
export const NAMELESS_CUSTOMER = "Guest";
