import { addDays, type CalendarDate, parseCalendarDate } from "./calendar-date";

/**
 * Wall-clock arithmetic in a restaurant's timezone (an item 86'd "until end of
 * day" comes back at the restaurant's next local midnight, whatever the server's zone and
 * whatever daylight saving does that night).
 */

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

type WallTime = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

function wallTimeOf(instant: number, timeZone: string): WallTime {
  const parts = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(new Date(instant))
      .filter((part) => part.type !== "literal")
      .map((part) => [part.type, Number(part.value)]),
  ) as WallTime;
  return parts;
}

/** Minutes the zone is ahead of UTC at that instant (New York in winter: -300). */
function offsetMinutes(instant: number, timeZone: string): number {
  const wall = wallTimeOf(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The first instant of a calendar day in the zone. Where midnight itself is skipped by a
 * daylight-saving jump (some zones spring forward at 00:00), that is 01:00.
 */
export function startOfLocalDay(
  { year, month, day }: { year: number; month: number; day: number },
  timeZone: string,
): Date {
  const wallMidnight = Date.UTC(year, month - 1, day);
  // The zone's offset before and after that midnight: they differ only on a change day.
  const candidates = [-14, 14].map(
    (hours) => wallMidnight - offsetMinutes(wallMidnight + hours * 3600_000, timeZone) * 60_000,
  );
  const onTheDay = candidates
    .map((instant) => ({ instant, wall: wallTimeOf(instant, timeZone) }))
    .filter(({ wall }) => wall.year === year && wall.month === month && wall.day === day)
    .sort((a, b) => a.instant - b.instant);
  const atMidnight = onTheDay.find(({ wall }) => wall.hour === 0 && wall.minute === 0);
  return new Date((atMidnight ?? onTheDay[0])?.instant ?? Math.max(...candidates));
}

/** The calendar date ("2026-11-22") the zone's clocks show at that instant. */
export function localDateOf(instant: Date, timeZone: string): string {
  const { year, month, day } = wallTimeOf(instant.getTime(), timeZone);
  return [year, month, day]
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
  const { hour, minute } = wallTimeOf(instant.getTime(), timeZone);
  return (hour % 24) * 60 + minute;
}

/**
 * The instant the zone's clocks show `minuteOfDay` on a calendar date ("11:00" on a day the
 * clocks change is still 11:00 there). In the hour a spring-forward skips, the instant an
 * hour on.
 */
export function atLocalTime(date: CalendarDate, minuteOfDay: number, timeZone: string): Date {
  const midnight = startOfDate(date, timeZone).getTime();
  const guess = midnight + minuteOfDay * 60_000;
  const shift = offsetMinutes(guess, timeZone) - offsetMinutes(midnight, timeZone);
  return new Date(guess - shift * 60_000);
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
