import { asNumber, asText } from "./read";

/**
 * When a Shopify or WooCommerce customer chose a later pickup or delivery time. Neither
 * platform has a field for it: local-delivery and pickup apps write it into the order as
 * name/value pairs (Shopify `note_attributes`, WooCommerce order `meta_data`), each app its
 * own way. Which apps and which formats is UNCONFIRMED, so every guess is a constant below.
 */

export type NamedValue = { name: string; value: unknown };

/** How an app writes a whole date-time as a number of seconds. */
export type TimestampClock =
  /** A true Unix time (Iconic Delivery Slots builds it in the site's time zone). */
  | "unix"
  /**
   * The site's wall clock read as if it were UTC: Order Delivery Date (Tyche) computes it
   * with PHP's default zone, which WordPress sets to UTC, and treats 00:00 as "no time".
   */
  | "wall";

export type TimestampKey = {
  key: string;
  clock: TimestampClock;
  /** The app writes a time of its own when none was chosen unless this key has a value. */
  needsTimeKey?: string;
};

/**
 * UNCONFIRMED (read from the apps' public source, not from their documentation): WooCommerce
 * date plugins that store a timestamp. A timestamp is preferred over the date text beside it.
 */
export const TIMESTAMP_KEYS: readonly TimestampKey[] = [
  { key: "jckwds_timestamp", clock: "unix", needsTimeKey: "jckwds_timeslot" },
  { key: "_jckwds_timestamp", clock: "unix", needsTimeKey: "_jckwds_timeslot" },
  { key: "_orddd_timestamp", clock: "wall" },
  { key: "_orddd_lite_timestamp", clock: "wall" },
];

/** Order Delivery Date writes midnight (or 00:01) when the customer chose a day only. */
export const WALL_CLOCK_DAY_ONLY_MINUTES: readonly number[] = [0, 1];

/**
 * UNCONFIRMED: names of a chosen date. Zapiet writes "Pickup-Date"/"Delivery-Date"; others
 * "Pickup Date", "delivery_date"; Order Delivery Date "Delivery Date"; Iconic `jckwds_date`.
 */
export const DATE_KEY =
  /^_?(?:(?:order[\s_-]*)?(?:pick[\s_-]?up|delivery|collection|local[\s_-]*delivery)[\s_-]*date|jckwds_date(?:_ymd)?|orddd(?:_lite)?_delivery_date)$/i;

/** UNCONFIRMED: names of a chosen time or time slot ("Pickup-Time", "Time Slot"). */
export const TIME_KEY =
  /^_?(?:(?:pick[\s_-]?up|delivery|collection|local[\s_-]*delivery)[\s_-]*(?:time(?:[\s_-]*slot)?|slot)|time[\s_-]*slot|jckwds_timeslot|orddd(?:_lite)?_time_slot)$/i;

/**
 * UNCONFIRMED: date formats. Year first ("2026/11/26" as Zapiet writes, "2026-11-26",
 * "20261126"); day and month with a month name ("26 November, 2026", "Nov 26, 2026"); or
 * numbers with the year last, read only when the day cannot be taken for the month.
 */
export const DATE_FORMATS = {
  yearFirst: /(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/,
  compact: /^\s*(\d{4})(\d{2})(\d{2})\s*$/,
  yearLast: /(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})/,
  monthName:
    /\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/i,
} as const;

/**
 * UNCONFIRMED: time formats, 12-hour ("11:30 AM", "2pm") or 24-hour ("14:00"). A slot
 * ("11:00 - 12:00") promises its start: the order must be ready when the slot opens.
 */
export const TIME_FORMATS = {
  twelveHour: /(?<!\d)(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s*m\b\.?/i,
  twentyFourHour: /(?<!\d)([01]?\d|2[0-3])[:.h]([0-5]\d)(?!\d)/,
} as const;

type LocalDate = { year: number; month: number; day: number };
type LocalTime = { hour: number; minute: number };
type DateReading = { date: LocalDate; rest: string } | { problem: string };

export type PromisedTime = { promisedAt?: string; note?: string };

export type FindPromisedTimeOptions = {
  fields: readonly NamedValue[];
  /**
   * The shop's UTC offset ("-05:00") when the order was placed; without it a local time
   * cannot be placed. Neither platform sends the shop's time zone, so a time on the far side
   * of a daylight-saving change is placed an hour out.
   */
  offset: string | undefined;
};

/** The promised time as an ISO date-time with the shop's offset, or a note saying why not. */
export function findPromisedTime({ fields, offset }: FindPromisedTimeOptions): PromisedTime {
  const stamped = fromTimestamp(fields, offset);
  if (stamped?.promisedAt || stamped?.note) return stamped;
  const day = stamped?.day ?? findDate(fields);
  if (!day) return {};
  if ("problem" in day) return { note: day.problem };
  const time = findTime(fields) ?? readTime(day.rest);
  if (!time) return { note: `${day.label} has no time: the order is not held` };
  if (!offset) return { note: `${day.label}: the shop's time zone is unknown, so it is not held` };
  return { promisedAt: formatLocal(day.date, time, offset) };
}

type FoundDay = { date: LocalDate; rest: string; label: string } | { problem: string };

function findDate(fields: readonly NamedValue[]): FoundDay | undefined {
  let problem: string | undefined;
  for (const { name, value } of fields) {
    const text = asText(value)?.trim();
    if (!DATE_KEY.test(name.trim()) || !text) continue;
    const reading = readDate(text);
    const label = `${name.trim()} ${JSON.stringify(text.slice(0, 40))}`;
    if ("date" in reading) return { ...reading, label };
    problem ??= `${label}: ${reading.problem}; the order is not held`;
  }
  return problem ? { problem } : undefined;
}

function findTime(fields: readonly NamedValue[]): LocalTime | undefined {
  for (const { name, value } of fields) {
    const text = asText(value);
    if (!text || !TIME_KEY.test(name.trim())) continue;
    const time = readTime(text);
    if (time) return time;
  }
  return undefined;
}

type Stamped = PromisedTime & { day?: { date: LocalDate; rest: string; label: string } };

/** A timestamp key's date-time, or only its day when the app wrote a time of its own. */
function fromTimestamp(fields: readonly NamedValue[], offset: string | undefined): Stamped | null {
  for (const spec of TIMESTAMP_KEYS) {
    const field = fields.find((candidate) => candidate.name.trim() === spec.key);
    const seconds = asNumber(field?.value);
    if (seconds === undefined || !Number.isSafeInteger(seconds)) continue;
    const minutes = offset === undefined ? undefined : offsetMinutes(offset);
    if (spec.clock === "unix" && minutes === undefined) {
      return { note: `${spec.key}: the shop's time zone is unknown, so it is not held` };
    }
    const shift = spec.clock === "unix" ? (minutes ?? 0) * 60 : 0;
    const local = new Date((seconds + shift) * 1000);
    if (Number.isNaN(local.getTime()) || !isPlausibleYear(local.getUTCFullYear())) continue;
    const date = {
      year: local.getUTCFullYear(),
      month: local.getUTCMonth() + 1,
      day: local.getUTCDate(),
    };
    const time = { hour: local.getUTCHours(), minute: local.getUTCMinutes() };
    const label = `${spec.key} ${formatDay(date)}`;
    if (isDayOnly(spec, time, fields)) return { day: { date, rest: "", label } };
    if (offset === undefined) {
      return { note: `${label}: the shop's time zone is unknown, so it is not held` };
    }
    return { promisedAt: formatLocal(date, time, offset) };
  }
  return null;
}

function isDayOnly(spec: TimestampKey, time: LocalTime, fields: readonly NamedValue[]) {
  if (spec.needsTimeKey) {
    const slot = fields.find((field) => field.name.trim() === spec.needsTimeKey);
    return !asText(slot?.value)?.trim();
  }
  return (
    spec.clock === "wall" && time.hour === 0 && WALL_CLOCK_DAY_ONLY_MINUTES.includes(time.minute)
  );
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** A calendar date from one of DATE_FORMATS, with the text after it (a time may follow). */
export function readDate(text: string): DateReading {
  const compact = DATE_FORMATS.compact.exec(text);
  if (compact) return checked(numbers(compact, [1, 2, 3]), "");
  const yearFirst = DATE_FORMATS.yearFirst.exec(text);
  if (yearFirst) return checked(numbers(yearFirst, [1, 2, 3]), after(text, yearFirst));
  const yearLast = DATE_FORMATS.yearLast.exec(text);
  if (yearLast) {
    const [first = 0, second = 0, year = 0] = numbers(yearLast, [1, 2, 3]);
    const rest = after(text, yearLast);
    if (first === second || second > 12) return checked([year, first, second], rest);
    if (first > 12) return checked([year, second, first], rest);
    return { problem: "the day and the month cannot be told apart" };
  }
  const month = DATE_FORMATS.monthName.exec(text);
  const year = /\b(\d{4})\b/.exec(text);
  if (!month?.[1] || !year?.[1]) return { problem: "not a date OrderDock can read" };
  const beforeYear = text.slice(0, year.index);
  const day = /\b(\d{1,2})(?:st|nd|rd|th)?\b/i.exec(beforeYear);
  if (!day?.[1]) return { problem: "not a date OrderDock can read" };
  const monthNumber = MONTHS.indexOf(month[1].slice(0, 3).toLowerCase()) + 1;
  return checked([Number(year[1]), monthNumber, Number(day[1])], text.slice(year.index + 4));
}

function numbers(match: RegExpExecArray, groups: number[]): number[] {
  return groups.map((group) => Number(match[group]));
}

function after(text: string, match: RegExpExecArray): string {
  return text.slice(match.index + match[0].length);
}

function checked([year = 0, month = 0, day = 0]: number[], rest: string): DateReading {
  const date = new Date(Date.UTC(year, month - 1, day));
  const isReal =
    isPlausibleYear(year) && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isReal ? { date: { year, month, day }, rest } : { problem: "not a real date" };
}

function isPlausibleYear(year: number): boolean {
  return year >= 2000 && year <= 2100;
}

/** The first time in the text (a slot's start), 12-hour or 24-hour. */
export function readTime(text: string): LocalTime | undefined {
  const twelve = TIME_FORMATS.twelveHour.exec(text);
  const twentyFour = TIME_FORMATS.twentyFourHour.exec(text);
  if (twelve && (!twentyFour || twelve.index <= twentyFour.index)) {
    const hour = Number(twelve[1]);
    const minute = Number(twelve[2] ?? 0);
    if (hour < 1 || hour > 12 || minute > 59) return undefined;
    const isAfternoon = twelve[3]?.toLowerCase() === "p";
    return { hour: (hour % 12) + (isAfternoon ? 12 : 0), minute };
  }
  if (!twentyFour) return undefined;
  return { hour: Number(twentyFour[1]), minute: Number(twentyFour[2]) };
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

function formatDay({ year, month, day }: LocalDate): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function formatLocal(date: LocalDate, time: LocalTime, offset: string): string {
  return `${formatDay(date)}T${pad(time.hour)}:${pad(time.minute)}:00${offset}`;
}

const OFFSET = /T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;
/** Offsets in use run from -12:00 to +14:00. */
const MAX_OFFSET_MINUTES = 14 * 60;

/** "-05:00" as -300 minutes; "Z" as 0. */
function offsetMinutes(offset: string): number | undefined {
  if (/^z$/i.test(offset)) return 0;
  const match = /^([+-])(\d{2}):?(\d{2})$/.exec(offset);
  if (!match) return undefined;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const size = Math.abs(minutes);
  return `${sign}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

/** The UTC offset an ISO timestamp is written in ("2021-12-31T19:00:00-05:00" → "-05:00"). */
export function offsetOf(timestamp: string | undefined): string | undefined {
  const match = timestamp ? OFFSET.exec(timestamp.trim()) : null;
  const minutes = match?.[1] ? offsetMinutes(match[1]) : undefined;
  return minutes === undefined || Math.abs(minutes) > MAX_OFFSET_MINUTES
    ? undefined
    : formatOffset(minutes);
}

export type OffsetBetweenOptions = {
  /** The site's wall clock, written without an offset (WooCommerce `date_created`). */
  local: unknown;
  /** The same moment in UTC, written without "Z" (WooCommerce `date_created_gmt`). */
  utc: unknown;
};

/** The site's offset from one moment written both ways; whole quarter hours only. */
export function offsetBetween({ local, utc }: OffsetBetweenOptions): string | undefined {
  const localText = asText(local)?.trim() ?? "";
  const utcText = asText(utc)?.trim() ?? "";
  if (!LOCAL_DATE_TIME.test(localText) || !LOCAL_DATE_TIME.test(utcText)) return undefined;
  const localTime = Date.parse(`${localText}Z`);
  const utcTime = Date.parse(`${utcText}Z`);
  if (Number.isNaN(localTime) || Number.isNaN(utcTime)) return undefined;
  const minutes = (localTime - utcTime) / 60_000;
  if (!Number.isInteger(minutes / 15) || Math.abs(minutes) > MAX_OFFSET_MINUTES) return undefined;
  return formatOffset(minutes);
}
