import { splitDietary } from "../dietary-words";
import { formatClockTime, formatDateTime } from "../relative-time";
import type { TicketSpan } from "./ticket-document";

/**
 * The words of printed tickets: allergy words that stand out, and times in the
 * restaurant's zone. The allergy flag and the instructions' label are dietary-flag.ts's.
 */
/** The text cut into spans, each allergy or diet word inverted and bold so it stands out. */
export function dietarySpans(text: string, style: Omit<TicketSpan, "text"> = {}): TicketSpan[] {
  return splitDietary(text).map((part) =>
    part.isDietary
      ? { text: part.text, bold: true, inverted: true }
      : { text: part.text, ...style },
  );
}

/** "Nov 20, 2026, 5:05 PM"; a malformed time must not stop a ticket, so it prints as given. */
export function formatTicketTime(value: Date | string, timeZone: string): string {
  if (Number.isNaN(new Date(value).getTime())) return String(value);
  return formatDateTime(value, timeZone);
}

/** "5:05 PM", or a malformed time as given. */
export function formatTicketClock(value: string, timeZone: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatClockTime(date, timeZone);
}
