/**
 * CSV as spreadsheets read it (RFC 4180): fields with a comma, quote or line break are
 * quoted, quotes doubled, lines end in CRLF. Text that a spreadsheet would run as a
 * formula (starting with = + - @, a tab or a carriage return: CSV injection) is prefixed
 * with an apostrophe, so a customer named "=HYPERLINK(…)" stays a name. Numbers, and text
 * that is only a plain decimal number ("-1.25", an amount written from its digits), are
 * written as they are.
 */
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "yes" : "no";
  const text = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: ReadonlyArray<CsvValue>): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

/** A byte-order mark first, so spreadsheet programs read the file as UTF-8 (é, ñ, …). */
export const CSV_BOM = "\uFEFF";

export function csvDocument(
  header: ReadonlyArray<string>,
  rows: ReadonlyArray<ReadonlyArray<CsvValue>>,
): string {
  return CSV_BOM + csvLine(header) + rows.map(csvLine).join("");
}
