/**
 * Relative time: 'just now', '1 min ago', 'N mins ago', '1 hour ago', 'N hours ago', then
 * 'Today at <time>', 'Yesterday at <time>' or '<date> at <time>', in US English. Hours give
 * way to the clock at six hours (docs/decisions/004-relative-time.md).
 */
export const RELATIVE_HOURS_LIMIT = 6;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type FormatRelativeTimeOptions = {
  date: Date | string | number;
  now: Date | number;
  /** IANA zone for the calendar day and clock; the runtime's zone when omitted. */
  timeZone?: string;
};

export function formatRelativeTime({ date, now, timeZone }: FormatRelativeTimeOptions): string {
  const then = new Date(date);
  if (Number.isNaN(then.getTime())) return "";
  const elapsed = new Date(now).getTime() - then.getTime();

  if (elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) {
    const minutes = Math.floor(elapsed / MINUTE);
    return minutes === 1 ? "1 min ago" : `${minutes} mins ago`;
  }
  if (elapsed < RELATIVE_HOURS_LIMIT * HOUR) {
    const hours = Math.floor(elapsed / HOUR);
    return hours === 1 ? "1 hour ago" : `${hours} hours ago`;
  }

  const time = formatClockTime(then, timeZone);
  const days = calendarDaysBetween(then, new Date(now), timeZone);
  if (days === 0) return `Today at ${time}`;
  if (days === 1) return `Yesterday at ${time}`;
  return `${formatCalendarDate(then, new Date(now), timeZone)} at ${time}`;
}

/**
 * A time still to come, as staff read a promised or due time: "Today at 6:30 PM",
 * "Tomorrow at 9:00 AM", else "<date> at <time>". A time already past reads the same way.
 */
export function formatUpcomingTime({ date, now, timeZone }: FormatRelativeTimeOptions): string {
  const then = new Date(date);
  if (Number.isNaN(then.getTime())) return "";
  const time = formatClockTime(then, timeZone);
  const days = calendarDaysBetween(new Date(now), then, timeZone);
  if (days === 0) return `Today at ${time}`;
  if (days === 1) return `Tomorrow at ${time}`;
  if (days === -1) return `Yesterday at ${time}`;
  return `${formatCalendarDate(then, new Date(now), timeZone)} at ${time}`;
}

/** "6:05 PM" */
export function formatClockTime(date: Date, timeZone?: string): string {
  return plainSpaces(formatter("time", timeZone).format(date));
}

/** "Nov 20" in the current year, "Dec 31, 2025" otherwise. */
export function formatCalendarDate(date: Date, now: Date, timeZone?: string): string {
  const sameYear = calendarParts(date, timeZone).year === calendarParts(now, timeZone).year;
  return plainSpaces(formatter(sameYear ? "monthDay" : "fullDate", timeZone).format(date));
}

/** "Nov 20, 2026, 6:05 PM" for the order detail dialog and receipts. */
export function formatDateTime(date: Date | string, timeZone?: string): string {
  return plainSpaces(formatter("dateTime", timeZone).format(new Date(date)));
}

/** "2:14 PM" for a time today, "Nov 20, 2026, 6:05 PM" for an earlier one: since when. */
export function formatSinceTime(date: Date, now: Date, timeZone?: string): string {
  return calendarDaysBetween(date, now, timeZone) === 0
    ? formatClockTime(date, timeZone)
    : formatDateTime(date, timeZone);
}

export function calendarDaysBetween(earlier: Date, later: Date, timeZone?: string): number {
  const a = calendarParts(earlier, timeZone);
  const b = calendarParts(later, timeZone);
  const dayA = Date.UTC(a.year, a.month - 1, a.day);
  const dayB = Date.UTC(b.year, b.month - 1, b.day);
  return Math.round((dayB - dayA) / DAY);
}

function calendarParts(date: Date, timeZone?: string) {
  const parts = formatter("parts", timeZone).formatToParts(date);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: value("year"), month: value("month"), day: value("day") };
}

// ICU puts narrow no-break spaces before AM/PM; plain spaces read and match the same.
function plainSpaces(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, " ");
}

const FORMATS = {
  time: { hour: "numeric", minute: "2-digit" },
  monthDay: { month: "short", day: "numeric" },
  fullDate: { month: "short", day: "numeric", year: "numeric" },
  dateTime: { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" },
  parts: { year: "numeric", month: "numeric", day: "numeric" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

// Building a DateTimeFormat is costly and a busy dashboard formats every card each minute.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: keyof typeof FORMATS, timeZone?: string): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone ?? ""}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat("en-US", { ...FORMATS[kind], timeZone });
    formatters.set(key, cached);
  }
  return cached;
}
