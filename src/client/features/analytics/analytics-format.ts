import { type CalendarDate, parseCalendarDate } from "@/domain/calendar-date";
import { type CurrencyCode, formatMoney, isCurrencyCode, toMinorUnits } from "@/domain/money";

/**
 * How the Analytics screen writes its figures: money in the report's currency as the
 * domain writes it ("$1,234.50", "A$16.99", "¥3,888"), durations as "14m 30s", calendar
 * days as "Nov 16". One helper each, used by the cards, the charts' labels and the tables
 * alike.
 */
const count = new Intl.NumberFormat("en-US");
const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 0 });

export function formatCount(value: number): string {
  return count.format(value);
}

/** An amount of the report (major units of its currency): "$1,234.50", "¥3,888". */
export function formatAmount(amount: number, currency: CurrencyCode): string {
  return formatMoney(toMinorUnits(amount, currency), currency);
}

const compactFormats = new Map<CurrencyCode, Intl.NumberFormat>();

/** An amount on a chart's axis: "$950", "A$1.2K", "¥5.1K". */
export function formatAmountShort(amount: number, currency: CurrencyCode): string {
  let format = compactFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: isCurrencyCode(currency) ? currency : "USD",
      notation: "compact",
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    compactFormats.set(currency, format);
  }
  return format.format(amount);
}

/**
 * Room for the amount axis's labels: the largest amount written short, at about 7 px a
 * character in the axis's 12 px type, never under the 56 px a "$999.9K" takes.
 */
export function amountAxisWidth(amounts: readonly number[], currency: CurrencyCode): number {
  const largest = Math.max(0, ...amounts);
  return Math.max(56, formatAmountShort(largest, currency).length * 7 + 6);
}

/**
 * A currency's name in the plural, as a sentence uses it: "US dollars", "Japanese yen".
 * The code itself when the browser does not know the currency.
 */
export function currencyName(currency: CurrencyCode): string {
  try {
    const parts = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      currencyDisplay: "name",
    }).formatToParts(2);
    return parts.find((part) => part.type === "currency")?.value ?? currency;
  } catch {
    return currency;
  }
}

/** A 0–1 rate as "92%". */
export function formatRate(rate: number): string {
  return percent.format(rate);
}

/** Seconds as "45s", "14m 30s", "14m" or "1h 5m": readable at a glance, exact enough. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${whole}s`;
  if (whole < 3600) {
    const rest = whole % 60;
    return rest === 0 ? `${Math.floor(whole / 60)}m` : `${Math.floor(whole / 60)}m ${rest}s`;
  }
  const minutes = Math.round((whole % 3600) / 60);
  const hours = Math.floor(whole / 3600) + (minutes === 60 ? 1 : 0);
  return minutes % 60 === 0 ? `${hours}h` : `${hours}h ${minutes}m`;
}

/** Seconds as minutes with one decimal, for the prep-time chart's axis. */
export function toMinutes(seconds: number): number {
  return Math.round(seconds / 6) / 10;
}

/** An hour of the restaurant's clock as "12am", "9am", "12pm", "3pm". */
export function formatHour(hour: number): string {
  const suffix = hour < 12 ? "am" : "pm";
  return `${hour % 12 === 0 ? 12 : hour % 12}${suffix}`;
}

const dayFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
const dayWithYearFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

// A calendar date has no instant: read at UTC midnight, in UTC, it is always that day.
function toUtcDate(date: CalendarDate): Date {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
}

/** "Nov 16"; with `withYear`, "Nov 16, 2026". */
export function formatDay(date: CalendarDate, withYear = false): string {
  return (withYear ? dayWithYearFormat : dayFormat).format(toUtcDate(date));
}

/**
 * "Nov 9 – Nov 15", or "Nov 21" for one day. The year shows only when the range leaves
 * the year of `today` (or spans two years), so this year's ranges stay short.
 */
export function formatDayRange(from: CalendarDate, to: CalendarDate, today: CalendarDate): string {
  const year = today.slice(0, 4);
  const withYear = from.slice(0, 4) !== year || to.slice(0, 4) !== year;
  if (from === to) return formatDay(from, withYear);
  return `${formatDay(from, withYear)} – ${formatDay(to, withYear)}`;
}

/** The same range in words for screen readers and chart summaries: "Nov 9 to Nov 15". */
export function describeDayRange(from: CalendarDate, to: CalendarDate, today: CalendarDate) {
  return formatDayRange(from, to, today).replace(" – ", " to ");
}
