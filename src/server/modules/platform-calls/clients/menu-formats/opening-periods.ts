import type { OpeningHours } from "../../../../../domain/opening-hours";

/**
 * The opening hours as the marketplaces take them (docs/menu-sync.md): each weekday's own
 * spans on the restaurant's clock, none of which crosses midnight. OrderDock keeps one
 * period a day whose close may run past midnight (18:00–02:00); the marketplaces' menu
 * hours are per day, so such a period is cut at midnight and its tail opens the next day.
 */
export type DayPeriod = { start: string; end: string };

/**
 * How a span that runs to midnight ends: the day's last minute. Uber's menu API says its
 * time periods finish at 23:59, and its own all-day example runs 00:00–23:59; DoorDash and
 * Grubhub are sent the same, losing the minute before midnight.
 */
export const END_OF_DAY = "23:59";

/** Weekday indexes (Sunday is 0) in the order the marketplaces list the week. */
export const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;

const DAY_MINUTES = 24 * 60;

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

function clockOf(minutes: number): string {
  if (minutes >= DAY_MINUTES) return END_OF_DAY;
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/**
 * Each weekday's open spans, Sunday first, in order: a closed day has none. A close at or
 * before the open runs into the next day (Saturday's into Sunday), as OrderDock's opening
 * hours read; spans that meet or overlap are joined into one. No hours set (null) is open
 * all day, every day.
 */
export function periodsByDay(hours: OpeningHours | null): DayPeriod[][] {
  const spans: Array<Array<[number, number]>> = Array.from({ length: 7 }, () => []);
  for (let day = 0; day < 7; day++) {
    if (hours === null) {
      spans[day]?.push([0, DAY_MINUTES]);
      continue;
    }
    const period = hours[day];
    if (!period) continue;
    const open = minutesOf(period.open);
    const close = minutesOf(period.close);
    if (close > open) {
      spans[day]?.push([open, close]);
      continue;
    }
    spans[day]?.push([open, DAY_MINUTES]);
    if (close > 0) spans[(day + 1) % 7]?.push([0, close]);
  }
  return spans.map((day) =>
    joinSpans(day)
      .map(([start, end]) => ({ start: clockOf(start), end: clockOf(end) }))
      .filter((period) => period.start !== period.end),
  );
}

function joinSpans(spans: Array<[number, number]>): Array<[number, number]> {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const joined: Array<[number, number]> = [];
  for (const [start, end] of sorted) {
    const last = joined.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else joined.push([start, end]);
  }
  return joined;
}
