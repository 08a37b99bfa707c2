/**
 * Text that PostgreSQL cannot store or that no one can read: the NUL character (refused by
 * `text` and `jsonb`) and UTF-16 surrogates without their other half (refused by `jsonb`,
 * garbled everywhere). Both are replaced by U+FFFD before anything is stored (decision 093),
 * so a stray byte costs one character, never the order or the form.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what is looked for
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export const REPLACEMENT_CHARACTER = "\uFFFD";

export function hasUnsafeText(text: string): boolean {
  UNSAFE.lastIndex = 0;
  return UNSAFE.test(text);
}

export function replaceUnsafeText(text: string): string {
  return text.replace(UNSAFE, REPLACEMENT_CHARACTER);
}
