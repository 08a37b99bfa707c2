/**
 * Calendar dates as "YYYY-MM-DD" strings: a day in the restaurant's timezone, with no
 * instant attached (analytics periods). Arithmetic runs on UTC noon-free day
 * numbers, so no zone or daylight-saving change can shift a day.
 */
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export type CalendarDate = string;

export function parseCalendarDate(
  value: string,
): { year: number; month: number; day: number } | null {
  const match = DATE_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2026-02-30 over into March: a real date reads back the same.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function isCalendarDate(value: string): boolean {
  return parseCalendarDate(value) !== null;
}

function dayNumber(date: CalendarDate): number {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
  return Date.UTC(parts.year, parts.month - 1, parts.day) / DAY_MS;
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted: the same date is 1. */
export function daysInRange(from: CalendarDate, to: CalendarDate): number {
  return dayNumber(to) - dayNumber(from) + 1;
}

/** Every date from `from` to `to`, both included. */
export function eachDate(from: CalendarDate, to: CalendarDate): CalendarDate[] {
  return Array.from({ length: Math.max(0, daysInRange(from, to)) }, (_, index) =>
    addDays(from, index),
  );
}

/** The period of equal length just before: what each figure is compared with. */
export function previousRange(from: CalendarDate, to: CalendarDate) {
  const days = daysInRange(from, to);
  return { from: addDays(from, -days), to: addDays(from, -1) };
}
