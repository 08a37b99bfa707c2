/**
 * The few PHP behaviours WooCommerce core's key check rests on, for the twin to read a
 * request as core reads it: strings here are byte strings (one character per byte, as
 * Node reads a request line and its headers), so encoding and decoding match PHP's byte for
 * byte.
 */

/** PHP's `$_GET` from a request target: decoded names and values, the last of a name kept. */
export function parsePhpQuery(url: string): Map<string, string> {
  const query = new Map<string, string>();
  const text = url.includes("?") ? url.slice(url.indexOf("?") + 1) : "";
  for (const pair of text.split("&")) {
    const equals = pair.indexOf("=");
    const rawName = equals < 0 ? pair : pair.slice(0, equals);
    // PHP drops leading spaces of a name and turns spaces and dots into underscores.
    const name = phpUrlDecode(rawName).replace(/^ +/, "").replace(/[ .]/g, "_");
    if (name === "") continue;
    query.set(name, equals < 0 ? "" : phpUrlDecode(pair.slice(equals + 1)));
  }
  return query;
}

/** PHP's `empty()` for a request value: missing, "" or "0". */
export function isPhpEmpty(value: string | undefined): boolean {
  return value === undefined || value === "" || value === "0";
}

const PHP_NUMERIC = /^[ \t\n\r\v\f]*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?[ \t\n\r\v\f]*$/;

/** PHP 8's `<=>` of a request's text and a number: as numbers when the text is one. */
export function phpCompare(text: string, number: number): number {
  if (PHP_NUMERIC.test(text)) return Math.sign(Number(text) - number);
  const other = String(number);
  return text < other ? -1 : text > other ? 1 : 0;
}

/** `urldecode`: "+" is a space, each %XX a byte; a stray "%" stays. */
export function phpUrlDecode(value: string): string {
  return phpRawUrlDecode(value.replaceAll("+", " "));
}

export function phpRawUrlDecode(value: string): string {
  return value.replace(/%([0-9a-fA-F]{2})/g, (_match, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

/** `rawurlencode` of a byte string: all but letters, digits and `-._~`. */
export function rawUrlEncode(value: string): string {
  return value.replace(/[^A-Za-z0-9\-._~]/gu, (char) =>
    [...Buffer.from(char, char.charCodeAt(0) > 0xff ? "utf8" : "latin1")]
      .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`)
      .join(""),
  );
}
