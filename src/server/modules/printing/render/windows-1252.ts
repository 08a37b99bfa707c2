/**
 * Windows-1252 (Microsoft's "Western European" code page), the one code page every ticket
 * is printed in: ASCII and Latin-1 keep their code points, 0x80–0x9F hold typographic
 * marks, and a character outside it prints as "?".
 */
const HIGH_BYTES: ReadonlyMap<number, number> = new Map([
  [0x20ac, 0x80], // €
  [0x201a, 0x82], // ‚
  [0x0192, 0x83], // ƒ
  [0x201e, 0x84], // „
  [0x2026, 0x85], // …
  [0x2020, 0x86], // †
  [0x2021, 0x87], // ‡
  [0x02c6, 0x88], // ˆ
  [0x2030, 0x89], // ‰
  [0x0160, 0x8a], // Š
  [0x2039, 0x8b], // ‹
  [0x0152, 0x8c], // Œ
  [0x017d, 0x8e], // Ž
  [0x2018, 0x91], // ‘
  [0x2019, 0x92], // ’
  [0x201c, 0x93], // “
  [0x201d, 0x94], // ”
  [0x2022, 0x95], // •
  [0x2013, 0x96], // –
  [0x2014, 0x97], // —
  [0x02dc, 0x98], // ˜
  [0x2122, 0x99], // ™
  [0x0161, 0x9a], // š
  [0x203a, 0x9b], // ›
  [0x0153, 0x9c], // œ
  [0x017e, 0x9e], // ž
  [0x0178, 0x9f], // Ÿ
]);

const UNKNOWN = 0x3f; // "?"

/** Marks OrderDock itself writes that the code page lacks, spelt in characters it has. */
const SPELT: ReadonlyMap<string, string> = new Map([
  ["→", "->"],
  ["←", "<-"],
  ["≤", "<="],
  ["≥", ">="],
  ["✓", "v"],
]);

/**
 * One byte per character; control characters print as "?" too, never as commands. The
 * arrows of an update's changes ("Burger 1 → 2") are spelt "->". Appended to `bytes` when
 * given.
 */
export function encodeWindows1252(text: string, bytes: number[] = []): number[] {
  for (const char of text) {
    const code = char.codePointAt(0) ?? UNKNOWN;
    if (code >= 0x20 && code < 0x7f) {
      bytes.push(code);
      continue;
    }
    const spelt = SPELT.get(char);
    if (spelt !== undefined) {
      // Spelt in printable ASCII, which is its own byte.
      for (let index = 0; index < spelt.length; index++) bytes.push(spelt.charCodeAt(index));
    } else if (code >= 0xa0 && code <= 0xff) bytes.push(code);
    else bytes.push(HIGH_BYTES.get(code) ?? UNKNOWN);
  }
  return bytes;
}
