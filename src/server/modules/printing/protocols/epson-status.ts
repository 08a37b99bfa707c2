import type { PrinterCondition } from "../../../../domain/printing";

/**
 * An Epson printer's state from its automatic status (ASB) bits, as ePOS-Print reports
 * them (Epson ePOS-Print XML user's manual, "response"): decimal in a print result, hex
 * ("0x0F00003C") in a status notification. Printers set bits the manual does not name, so
 * only these are read.
 */
const ASB_OFF_LINE = 0x0000_0008;
const ASB_COVER_OPEN = 0x0000_0020;
const ASB_RECEIPT_NEAR_END = 0x0002_0000;
const ASB_RECEIPT_END = 0x0008_0000;

export function epsonCondition(asb: number, reported: string): PrinterCondition {
  return {
    paper: asb & ASB_RECEIPT_END ? "out" : asb & ASB_RECEIPT_NEAR_END ? "low" : "ok",
    coverOpen: (asb & ASB_COVER_OPEN) !== 0,
    reported: reported.slice(0, 60),
  };
}

export function isEpsonOffline(asb: number): boolean {
  return (asb & ASB_OFF_LINE) !== 0;
}

/** "251658262" or "0x0F000016" → the number; NaN for anything else. */
export function parseAsb(value: string): number {
  const text = value.trim();
  if (/^0x[0-9a-f]{1,8}$/i.test(text)) return Number.parseInt(text.slice(2), 16);
  if (/^\d{1,10}$/.test(text)) return Number(text) >>> 0;
  return Number.NaN;
}

/** The attributes of the first element named `name` in a small XML document. */
export function xmlAttributes(xml: string, name: string): Record<string, string> | null {
  const match = new RegExp(`<(?:[\\w-]+:)?${name}\\b([^>]*)>`, "i").exec(xml);
  if (!match) return null;
  const attributes: Record<string, string> = {};
  for (const [, key, value] of (match[1] ?? "").matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)) {
    if (key !== undefined) attributes[key] = value ?? "";
  }
  return attributes;
}

/** The text of the first element named `name`, entities left as they are. */
export function xmlText(xml: string, name: string): string | null {
  const match = new RegExp(`<${name}>([^<]*)</${name}>`, "i").exec(xml);
  return match ? (match[1] ?? "").trim() : null;
}
