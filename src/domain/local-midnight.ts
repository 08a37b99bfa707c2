import { TZDate } from "@date-fns/tz";
import { addDays, type CalendarDate, parseCalendarDate } from "./calendar-date";

/**
 * Wall-clock arithmetic in a restaurant's timezone (an item 86'd "until end of
 * day" comes back at the restaurant's next local midnight, whatever the server's zone and
 * whatever daylight saving does that night).
 */

/** The zone's wall clock at an instant, from @date-fns/tz (the IANA rules the runtime has). */
function wallTimeOf(instant: Date, timeZone: string): TZDate {
  return new TZDate(instant.getTime(), timeZone);
}

/**
 * The first instant of a calendar day in the zone. Where midnight itself is skipped by a
 * daylight-saving jump (some zones spring forward at 00:00), that is 01:00.
 */
export function startOfLocalDay(
  { year, month, day }: { year: number; month: number; day: number },
  timeZone: string,
): Date {
  return new Date(new TZDate(year, month - 1, day, timeZone).getTime());
}

/** The calendar date ("2026-11-22") the zone's clocks show at that instant. */
export function localDateOf(instant: Date, timeZone: string): string {
  const wall = wallTimeOf(instant, timeZone);
  return [wall.getFullYear(), wall.getMonth() + 1, wall.getDate()]
    .map((part, index) => String(part).padStart(index ? 2 : 4, "0"))
    .join("-");
}

/** The first instant of a calendar date ("2026-03-08") in the zone: its local midnight. */
export function startOfDate(date: CalendarDate, timeZone: string): Date {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
  return startOfLocalDay(parts, timeZone);
}

/** The restaurant's next local midnight after `now`: when "until end of day" ends. */
export function nextLocalMidnight(now: Date, timeZone: string): Date {
  return startOfDate(addDays(localDateOf(now, timeZone), 1), timeZone);
}

/** Minutes since the zone's local midnight that its clocks show at that instant (0–1439). */
export function localMinuteOfDay(instant: Date, timeZone: string): number {
  const wall = wallTimeOf(instant, timeZone);
  return wall.getHours() * 60 + wall.getMinutes();
}

/**
 * The instant the zone's clocks show `minuteOfDay` on a calendar date ("11:00" on a day the
 * clocks change is still 11:00 there). In the hour a spring-forward skips, the instant an
 * hour on.
 */
export function atLocalTime(date: CalendarDate, minuteOfDay: number, timeZone: string): Date {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
  const hour = Math.floor(minuteOfDay / 60);
  const at = new TZDate(parts.year, parts.month - 1, parts.day, hour, minuteOfDay % 60, timeZone);
  return new Date(at.getTime());
}

/**
 * The next instant after `now` the zone's clocks show `time` ("17:30"): today if it is still
 * ahead, otherwise tomorrow.
 */
export function nextLocalTime(now: Date, time: string, timeZone: string): Date {
  const [hours, minutes] = time.split(":").map(Number);
  const minuteOfDay = (hours ?? 0) * 60 + (minutes ?? 0);
  const today = localDateOf(now, timeZone);
  const candidate = atLocalTime(today, minuteOfDay, timeZone);
  return candidate > now ? candidate : atLocalTime(addDays(today, 1), minuteOfDay, timeZone);
}
