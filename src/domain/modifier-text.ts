import type { Modifier } from "./order";

/**
 * How a modifier reads on every screen and ticket. A removal reads as one ("No onions"),
 * never as an addition ("+ No onions"): either the platform marked it removed (the name is
 * what is left off) or its own words already say so.
 */

/** Words that, at the start of a modifier's name, mean something is left off. */
const REMOVAL_PREFIX = /^(no|without|hold( the)?|remove|minus|sans|omit)\b/i;

export function isRemoval(modifier: Pick<Modifier, "name" | "removed">): boolean {
  return modifier.removed === true || REMOVAL_PREFIX.test(modifier.name.trim());
}

/** "No onions" for a removal, the name itself for an addition or a choice. */
export function modifierText(modifier: Pick<Modifier, "name" | "removed">): string {
  const name = modifier.name.trim();
  if (modifier.removed !== true || REMOVAL_PREFIX.test(name)) return name;
  return `No ${name.charAt(0).toLowerCase()}${name.slice(1)}`;
}
