import { addDays, parseCalendarDate } from "./calendar-date";
import { atLocalTime, localDateOf, localMinuteOfDay } from "./local-midnight";

/**
 * A restaurant's opening hours (Settings): one period a day, from its opening time to its
 * closing time on the restaurant's clock; a closing time at or before the opening time runs
 * past midnight into the next day (18:00–02:00). A day with no period is closed. Indexed
 * by weekday, Sunday first, as JavaScript counts them.
 */
export type OpeningPeriod = { open: string; close: string };
export type OpeningHours = Array<OpeningPeriod | null>;

export const WEEKDAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/** "HH:MM" on a 24-hour clock. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

function weekdayOf(date: string): number {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();
}

/** The instant a period that opens on `date` opened (its local time on that date). */
function openingInstant(date: string, period: OpeningPeriod, timeZone: string): Date {
  return atLocalTime(date, minutesOf(period.open), timeZone);
}

/**
 * When the opening period the restaurant is in at `now` began, or null when it is closed
 * then: today's period, or last night's running past midnight.
 */
export function currentOpeningStart(hours: OpeningHours, now: Date, timeZone: string): Date | null {
  const today = localDateOf(now, timeZone);
  const minute = localMinuteOfDay(now, timeZone);
  const todays = hours[weekdayOf(today)];
  if (todays) {
    const open = minutesOf(todays.open);
    const close = minutesOf(todays.close);
    const isOpen = close > open ? minute >= open && minute < close : minute >= open;
    if (isOpen) return openingInstant(today, todays, timeZone);
  }
  const yesterday = addDays(today, -1);
  const last = hours[weekdayOf(yesterday)];
  if (last && minutesOf(last.close) <= minutesOf(last.open) && minute < minutesOf(last.close)) {
    return openingInstant(yesterday, last, timeZone);
  }
  return null;
}
