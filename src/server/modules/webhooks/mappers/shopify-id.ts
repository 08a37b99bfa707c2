import { PayloadError } from "./types";

/**
 * Shopify ids exceed 2^53 (Shopify's own webhook sample has 820982911946154508, which becomes
 * 820982911946154500 after JSON.parse). This reads the top-level "id" of the raw webhook body
 * as text, so the receiver can key the order on the exact digits.
 *
 * The scan follows JSON's grammar only as far as needed: it skips strings (with their escapes)
 * so that braces or `"id"` inside text do not count, tracks nesting so that line items' ids do
 * not count, and decodes keys, so `"\u0069d"` is "id" as JSON.parse would read it. As with
 * JSON.parse, a repeated key means its last value.
 */
export function shopifyOrderIdFromRaw(rawBody: string): string {
  let depth = 0;
  let expectsKey = false;
  let found: string | undefined;
  let index = skipSpace(rawBody, 0);
  if (rawBody[index] !== "{") throw new PayloadError("Shopify webhook body is not a JSON object");

  while (index < rawBody.length) {
    const char = rawBody[index];
    if (char === '"') {
      const end = endOfString(rawBody, index);
      if (depth === 1 && expectsKey) {
        expectsKey = false;
        const key = JSON.parse(rawBody.slice(index, end)) as string;
        const colon = skipSpace(rawBody, end);
        if (key === "id" && rawBody[colon] === ":") {
          const value = readValue(rawBody, skipSpace(rawBody, colon + 1));
          found = value.digits;
          index = value.end;
          continue;
        }
      }
      index = end;
      continue;
    }
    if (char === "{" || char === "[") {
      depth += 1;
      expectsKey = depth === 1;
    } else if (char === "}" || char === "]") {
      depth -= 1;
    } else if (char === "," && depth === 1) {
      expectsKey = true;
    }
    index += 1;
  }
  if (found === undefined) throw new PayloadError("Shopify webhook body has no top-level id");
  return found;
}

function skipSpace(text: string, from: number): number {
  let index = from;
  while (index < text.length && /\s/.test(text.charAt(index))) index += 1;
  return index;
}

/** The index just past the string literal that opens at `start`. */
function endOfString(text: string, start: number): number {
  let index = start + 1;
  while (index < text.length) {
    const char = text[index];
    if (char === "\\") index += 2;
    else if (char === '"') return index + 1;
    else index += 1;
  }
  throw new PayloadError("Shopify webhook body has an unterminated string");
}

/** The id's digits: a bare integer, or a string of digits (as a big-int-safe encoder writes). */
function readValue(text: string, start: number): { digits: string; end: number } {
  if (text[start] === '"') {
    const end = endOfString(text, start);
    const value = JSON.parse(text.slice(start, end)) as string;
    if (/^\d+$/.test(value)) return { digits: value, end };
    throw new PayloadError(`Shopify webhook id ${JSON.stringify(value)} is not an integer`);
  }
  const match = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(start, start + 64));
  const literal = match?.[0];
  if (literal && /^\d+$/.test(literal)) return { digits: literal, end: start + literal.length };
  throw new PayloadError(`Shopify webhook id ${literal ?? "(missing)"} is not a positive integer`);
}
