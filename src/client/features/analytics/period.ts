import {
  ANALYTICS_MAX_DAYS,
  ANALYTICS_PRESETS,
  type AnalyticsPreset,
  isAnalyticsDate,
  presetRange,
} from "@/domain/api/analytics";
import { ALL_LOCATIONS } from "@/domain/api/locations";
import { type CalendarDate, daysInRange, isCalendarDate } from "@/domain/calendar-date";
import { type CurrencyCode, normalizeCurrency } from "@/domain/money";
import { PERIOD_TEXT } from "./analytics-messages";

/**
 * The period the screen shows, as the address holds it (`?period=last-7-days`, or
 * `?from=2026-11-01&to=2026-11-15`, plus `&test=1`, `&currency=AUD` and `&locations=all`),
 * so a reload or a shared link opens the same figures. No period in the address: the last 7
 * days; no currency: the one the server picks for the period (decision 083); no locations:
 * the browser's location alone.
 */
export const DEFAULT_PRESET: AnalyticsPreset = "last-7-days";

export type PeriodSelection =
  | { kind: "preset"; preset: AnalyticsPreset }
  | { kind: "custom"; from: string; to: string };

export type AnalyticsView = {
  selection: PeriodSelection;
  includeTest: boolean;
  /** The currency chosen on the page; absent until one is. */
  currency?: CurrencyCode;
  /** Every location the person works at, rolled up, rather than the browser's one. */
  isAllLocations?: boolean;
};

export type PeriodRange = { from: CalendarDate; to: CalendarDate };

export type CustomRangeError = { field: "from" | "to"; message: string };

const isPreset = (value: string | null): value is AnalyticsPreset =>
  ANALYTICS_PRESETS.some((preset) => preset === value);

function parseSelection(params: URLSearchParams): PeriodSelection {
  const from = params.get("from");
  const to = params.get("to");
  if (from !== null || to !== null) return { kind: "custom", from: from ?? "", to: to ?? "" };
  const period = params.get("period");
  return { kind: "preset", preset: isPreset(period) ? period : DEFAULT_PRESET };
}

export function parseAnalyticsSearch(search: string): AnalyticsView {
  const params = new URLSearchParams(search);
  // A code that is not one is ignored, as an unknown period is.
  const currency = normalizeCurrency(params.get("currency"));
  return {
    selection: parseSelection(params),
    includeTest: params.get("test") === "1",
    ...(currency ? { currency } : {}),
    ...(params.get("locations") === ALL_LOCATIONS ? { isAllLocations: true } : {}),
  };
}

/** The query string for a view, without the "?": "period=today&test=1&currency=AUD". */
export function analyticsSearch({
  selection,
  includeTest,
  currency,
  isAllLocations,
}: AnalyticsView): string {
  const params = new URLSearchParams(
    selection.kind === "preset"
      ? { period: selection.preset }
      : { from: selection.from, to: selection.to },
  );
  if (includeTest) params.set("test", "1");
  if (currency) params.set("currency", currency);
  if (isAllLocations) params.set("locations", ALL_LOCATIONS);
  return params.toString();
}

/** What is wrong with a custom range, checked before any request; null when it is fine. */
export function validateCustomRange(from: string, to: string): CustomRangeError | null {
  if (from === "") return { field: "from", message: PERIOD_TEXT.fromRequired };
  if (!isCalendarDate(from)) return { field: "from", message: PERIOD_TEXT.notADate };
  if (!isAnalyticsDate(from)) return { field: "from", message: PERIOD_TEXT.outOfRange };
  if (to === "") return { field: "to", message: PERIOD_TEXT.toRequired };
  if (!isCalendarDate(to)) return { field: "to", message: PERIOD_TEXT.notADate };
  if (!isAnalyticsDate(to)) return { field: "to", message: PERIOD_TEXT.outOfRange };
  const days = daysInRange(from, to);
  if (days < 1) return { field: "to", message: PERIOD_TEXT.toBeforeFrom };
  if (days > ANALYTICS_MAX_DAYS) return { field: "to", message: PERIOD_TEXT.tooLong };
  return null;
}

/** The days a selection covers, given today in the restaurant's zone; null when invalid. */
export function resolvePeriod(selection: PeriodSelection, today: CalendarDate): PeriodRange | null {
  if (selection.kind === "preset") return presetRange(selection.preset, today);
  return validateCustomRange(selection.from, selection.to) === null
    ? { from: selection.from, to: selection.to }
    : null;
}
