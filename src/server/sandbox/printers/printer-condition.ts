import type { TwinState } from "./twin-types";

/**
 * How each printer puts its paper and cover into words and bits. A printer with no paper
 * or an open cover is offline: it cannot print until someone fixes it. A low roll still
 * prints; it is only a warning.
 */

export function isOffline(state: TwinState): boolean {
  return state.paper === "out" || state.coverOpen;
}

/**
 * Star: the status code (3 digits and words; 2xx online, 4xx a printer error) and the
 * automatic status bytes in hex. Byte 3 carries offline (bit 3) and cover open (bit 5);
 * byte 6 the roll's near-end (bit 2) and end (bit 3) sensors.
 */
export function starStatus(state: TwinState): { statusCode: string; asb: string } {
  const bytes = [0x23, 0x86, 0, 0, 0, 0, 0, 0, 0];
  if (isOffline(state)) bytes[2] = 0x08;
  if (state.coverOpen) bytes[2] = 0x28;
  if (state.paper === "low") bytes[5] = 0x04;
  if (state.paper === "out") bytes[5] = 0x0c;
  const asb = bytes.map((byte) => `${byte.toString(16).padStart(2, "0").toUpperCase()} `).join("");
  return { statusCode: starStatusCode(state), asb };
}

function starStatusCode(state: TwinState): string {
  if (state.coverOpen) return "420 Cover Open";
  if (state.paper === "out") return "410 Out of Paper";
  if (state.paper === "low") return "211 Paper Low";
  return "200 OK";
}

/** Star codes a printer sends when it cannot use the job it was given. */
export const STAR_JOB_CODES = {
  printed: "200 OK",
  incompatibleMedia: "510 Incompatible Media Type",
  decodingError: "511 Media Decoding Error",
  downloadFailed: "520 Job Download Failed",
} as const;

/**
 * Epson: the status word of ePOS-Print. The high byte and bits 2 and 4 are what the
 * printers report when idle; the others are the documented flags below.
 */
const EPSON_IDLE = 0x0f000014;
export const EPSON_ASB = {
  printSuccess: 0x00000002,
  offLine: 0x00000008,
  coverOpen: 0x00000020,
  receiptNearEnd: 0x00020000,
  receiptEnd: 0x00080000,
} as const;

export function epsonStatus(state: TwinState): number {
  let status = EPSON_IDLE;
  if (isOffline(state)) status |= EPSON_ASB.offLine;
  if (state.coverOpen) status |= EPSON_ASB.coverOpen;
  if (state.paper !== "ok") status |= EPSON_ASB.receiptNearEnd;
  if (state.paper === "out") status |= EPSON_ASB.receiptEnd;
  return status >>> 0;
}

/** The response code for a job the printer could not print because of its state. */
export function epsonErrorCode(state: TwinState): string | null {
  if (state.coverOpen) return "EPTR_COVER_OPEN";
  if (state.paper === "out") return "EPTR_REC_EMPTY";
  return null;
}

/** The status word as the status notification writes it: "0x0F000014". */
export function epsonStatusHex(status: number): string {
  return `0x${status.toString(16).padStart(8, "0").toUpperCase()}`;
}
