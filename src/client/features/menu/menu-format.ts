import type { Menu } from "@/domain/api/menu";
import { joinNames } from "@/domain/join-names";
import { localMinuteOfDay } from "@/domain/local-midnight";
import { type MenuChannel, menuChannelName } from "@/domain/menu-sync";
import { dollarsToCents, formatUsd } from "@/domain/money";

/** A menu price (dollars on the wire) as "$12.50" (USD with 2 decimals). */
export function formatPrice(dollars: number): string {
  return formatUsd(dollarsToCents(dollars));
}

export type MenuCounts = { categories: number; items: number; unavailable: number };

export function countMenu(menu: Menu): MenuCounts {
  const items = menu.categories.flatMap((category) => category.items);
  return {
    categories: menu.categories.length,
    items: items.length,
    unavailable: items.filter((item) => !item.isAvailable).length,
  };
}

/** Formats in the restaurant's clock; an unknown timezone falls back to the device's. */
function formatInZone(date: Date, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  try {
    return new Intl.DateTimeFormat("en-US", { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat("en-US", options).format(date);
  }
}

/**
 * When a timed 86 ends, in the restaurant's own clock (its midnight, not the tablet's):
 * "Tue, Jan 6, 12:00 AM".
 */
export function formatBackAt(isoDate: string, timeZone: string): string {
  return formatInZone(new Date(isoDate), timeZone, {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
}

/** Only the time of `formatBackAt`, for the badge of "until a time": "5:30 PM". */
export function formatBackAtTime(isoDate: string, timeZone: string): string {
  return formatInZone(new Date(isoDate), timeZone, { hour: "numeric", minute: "2-digit" });
}

/** When a marketplace last confirmed a publish: "Nov 27 at 2:05 PM". */
export function formatPublishedAt(isoDate: string, timeZone: string): string {
  const date = new Date(isoDate);
  const day = formatInZone(date, timeZone, { month: "short", day: "numeric" });
  return `${day} at ${formatBackAtTime(isoDate, timeZone)}`;
}

/** A 24-hour clock time ("17:30", as the API takes it) as staff read it: "5:30 PM". */
export function formatClockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const period = hours < 12 ? "AM" : "PM";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")} ${period}`;
}

/** The restaurant's clock at that moment as "HH:MM" (24-hour), as a time box shows it. */
export function clockTimeOf(isoDate: string, timeZone: string): string {
  const time = formatInZone(new Date(isoDate), timeZone, {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return time.replace(/^24:/, "00:");
}

const QUARTER_HOUR = 15;
const DAY_MINUTES = 24 * 60;

export type DefaultBackAtOptions = { now: Date; timeZone: string };

/**
 * What "Back at" starts on: the first quarter hour at least an hour from now on the
 * restaurant's clock ("14:07" → "15:15"), as "HH:MM".
 */
export function defaultBackAtTime({ now, timeZone }: DefaultBackAtOptions): string {
  let minuteOfDay: number;
  try {
    minuteOfDay = localMinuteOfDay(now, timeZone);
  } catch {
    minuteOfDay = now.getHours() * 60 + now.getMinutes();
  }
  const target = Math.ceil((minuteOfDay + 60) / QUARTER_HOUR) * QUARTER_HOUR;
  const wrapped = target % DAY_MINUTES;
  const hours = String(Math.floor(wrapped / 60)).padStart(2, "0");
  return `${hours}:${String(wrapped % 60).padStart(2, "0")}`;
}

/** Marketplaces as a sentence lists them: "Uber Eats, DoorDash and Grubhub". */
export function formatChannelList(channels: readonly MenuChannel[]): string {
  return joinNames(channels.map(menuChannelName));
}

/** The device's timezone, for a time shown before the menu (and its timezone) has loaded. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
