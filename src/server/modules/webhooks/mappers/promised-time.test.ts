import { describe, expect, it } from "vitest";
import {
  findPromisedTime,
  offsetBetween,
  offsetOf,
  readDate,
  readTime,
  TIMESTAMP_KEYS,
} from "./promised-time";

const at = (fields: Record<string, unknown>, offset: string | undefined = "-05:00") =>
  findPromisedTime({
    fields: Object.entries(fields).map(([name, value]) => ({ name, value })),
    offset,
  });

/** Seconds of a UTC wall clock, as Order Delivery Date writes the site's local time. */
const wallSeconds = (iso: string) => Date.parse(`${iso}Z`) / 1000;

describe("findPromisedTime", () => {
  it.each([
    // Zapiet's note attributes.
    [{ "Pickup-Date": "2026/11/26", "Pickup-Time": "11:30 AM" }, "2026-11-26T11:30:00-05:00"],
    [{ "Delivery-Date": "2026/11/26", "Delivery-Time": "2:15 pm" }, "2026-11-26T14:15:00-05:00"],
    [{ "Pickup Date": "2026-11-26", "Pickup Time": "18:45" }, "2026-11-26T18:45:00-05:00"],
    [{ delivery_date: "26/11/2026", delivery_time: "09:00 - 10:00" }, "2026-11-26T09:00:00-05:00"],
    [
      { "Delivery Date": "November 26, 2026", "Time Slot": "5pm - 6pm" },
      "2026-11-26T17:00:00-05:00",
    ],
    [
      { "Delivery Date": "Thursday 26th November 2026", "Time Slot": "12 PM" },
      "2026-11-26T12:00:00-05:00",
    ],
    [{ "Pickup Date": "2026-11-26 19:30" }, "2026-11-26T19:30:00-05:00"],
    [{ "Pickup Date": "2026-11-26T07:05" }, "2026-11-26T07:05:00-05:00"],
    [{ "Pickup Date": "11/26/2026", "Pickup Time": "12:00 AM" }, "2026-11-26T00:00:00-05:00"],
    [
      { jckwds_date_ymd: "20261126", jckwds_timeslot: "08:00 - 09:00" },
      "2026-11-26T08:00:00-05:00",
    ],
  ])("reads %o as %s", (fields, expected) => {
    expect(at(fields)).toEqual({ promisedAt: expected });
  });

  it("ignores attributes that are not a date or a time", () => {
    expect(at({ "gift wrap": "yes", "Checkout-Method": "pickup" })).toEqual({});
  });

  it.each([
    [
      { "Pickup-Date": "2026/11/26" },
      'Pickup-Date "2026/11/26" has no time: the order is not held',
    ],
    [{ "Pickup-Date": "tomorrow", "Pickup-Time": "11:30 AM" }, /"tomorrow": not a date/],
    [{ "Pickup-Date": "2026/02/30", "Pickup-Time": "11:30 AM" }, /not a real date/],
    [{ delivery_date: "03/04/2026", delivery_time: "10:00" }, /day and the month cannot be told/],
  ])("does not hold %o and says why", (fields, note) => {
    const result = at(fields);
    expect(result.promisedAt).toBeUndefined();
    expect(result.note).toMatch(note);
  });

  it("places nothing without the shop's offset", () => {
    const fields = [
      { name: "Pickup-Date", value: "2026/11/26" },
      { name: "Pickup-Time", value: "11:30 AM" },
    ];
    expect(findPromisedTime({ fields, offset: undefined }).note).toMatch(/time zone is unknown/);
  });

  it("reads Order Delivery Date's timestamp as the site's wall clock", () => {
    const seconds = wallSeconds("2026-11-26T13:30:00");
    expect(at({ _orddd_timestamp: String(seconds) }, "+10:00")).toEqual({
      promisedAt: "2026-11-26T13:30:00+10:00",
    });
  });

  it("takes Order Delivery Date's midnight as a day, and the time from its time slot", () => {
    const seconds = wallSeconds("2026-11-26T00:00:00");
    expect(at({ _orddd_timestamp: seconds, "Time Slot": "10:00 AM - 12:00 PM" })).toEqual({
      promisedAt: "2026-11-26T10:00:00-05:00",
    });
    expect(at({ _orddd_timestamp: seconds }).note).toMatch(/has no time/);
  });

  it("reads Iconic's timestamp as a Unix time shown in the site's offset", () => {
    const seconds = Date.parse("2026-11-26T14:00:00Z") / 1000;
    expect(at({ jckwds_timestamp: seconds, jckwds_timeslot: "09:00 - 10:00" }, "-05:00")).toEqual({
      promisedAt: "2026-11-26T09:00:00-05:00",
    });
    // With no slot chosen, Iconic writes 10:00 of its own: only the day is the customer's.
    expect(at({ jckwds_timestamp: seconds }, "-05:00").note).toMatch(/has no time/);
  });

  it("prefers a timestamp to the date text beside it", () => {
    const seconds = wallSeconds("2026-11-27T18:00:00");
    expect(
      at({ "Delivery Date": "26 November, 2026", _orddd_timestamp: seconds }, "+00:00"),
    ).toEqual({ promisedAt: "2026-11-27T18:00:00+00:00" });
  });

  it("knows the timestamp keys it reads", () => {
    expect(TIMESTAMP_KEYS.map((spec) => spec.key)).toEqual([
      "jckwds_timestamp",
      "_jckwds_timestamp",
      "_orddd_timestamp",
      "_orddd_lite_timestamp",
    ]);
  });
});

describe("readDate and readTime", () => {
  it.each([
    ["2026/11/26", { year: 2026, month: 11, day: 26 }],
    ["26.11.2026", { year: 2026, month: 11, day: 26 }],
    ["Nov 3, 2026", { year: 2026, month: 11, day: 3 }],
    ["3 June, 2026", { year: 2026, month: 6, day: 3 }],
  ])("reads the date %s", (text, date) => {
    expect(readDate(text)).toEqual({ date, rest: expect.any(String) });
  });

  it.each([
    ["11:30 AM", { hour: 11, minute: 30 }],
    ["12:15 pm", { hour: 12, minute: 15 }],
    ["12 a.m.", { hour: 0, minute: 0 }],
    ["7pm", { hour: 19, minute: 0 }],
    ["23:59", { hour: 23, minute: 59 }],
    ["14h30", { hour: 14, minute: 30 }],
  ])("reads the time %s", (text, time) => {
    expect(readTime(text)).toEqual(time);
  });

  it.each(["", "soon", "13:00 PM", "24:00", "10 amigos"])("reads no time in %o", (text) => {
    expect(readTime(text)).toBeUndefined();
  });
});

describe("offsets", () => {
  it.each([
    ["2021-12-31T19:00:00-05:00", "-05:00"],
    ["2021-12-31T19:00:00+0530", "+05:30"],
    ["2021-12-31T19:00:00Z", "+00:00"],
    ["2021-12-31T19:00:00", undefined],
    ["2021-12-31", undefined],
    [undefined, undefined],
  ])("the offset of %s is %s", (timestamp, offset) => {
    expect(offsetOf(timestamp)).toBe(offset);
  });

  it.each([
    ["2017-03-22T16:28:02", "2017-03-22T19:28:02", "-03:00"],
    ["2022-11-15T13:41:52", "2022-11-15T13:41:52", "+00:00"],
    ["2022-11-16T00:11:52", "2022-11-15T18:41:52", "+05:30"],
    ["2022-11-15T13:41:52", "2022-11-15T13:40:00", undefined],
    ["2022-11-15T13:41:52", null, undefined],
    ["2022-11-15T13:41:52Z", "2022-11-15T13:41:52", undefined],
  ])("between %s and UTC %s is %s", (local, utc, offset) => {
    expect(offsetBetween({ local, utc })).toBe(offset);
  });
});
