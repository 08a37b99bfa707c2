import { describe, expect, it } from "vitest";
import type { OpeningHours } from "../../../../../domain/opening-hours";
import { periodsByDay } from "./opening-periods";

const closedWeek = (): OpeningHours => Array.from({ length: 7 }, () => null);

describe("periodsByDay", () => {
  it("gives each day its span, cuts a period past midnight and leaves closed days empty", () => {
    const lunch = { open: "11:00", close: "22:00" };
    const hours: OpeningHours = [
      null, // Sunday
      lunch,
      lunch,
      lunch,
      lunch,
      { open: "18:00", close: "02:00" }, // Friday night
      lunch,
    ];
    expect(periodsByDay(hours)).toEqual([
      [],
      [{ start: "11:00", end: "22:00" }],
      [{ start: "11:00", end: "22:00" }],
      [{ start: "11:00", end: "22:00" }],
      [{ start: "11:00", end: "22:00" }],
      [{ start: "18:00", end: "23:59" }],
      [
        { start: "00:00", end: "02:00" },
        { start: "11:00", end: "22:00" },
      ],
    ]);
  });

  it("is open all day every day when no hours are set", () => {
    const allDay = [{ start: "00:00", end: "23:59" }];
    expect(periodsByDay(null)).toEqual([allDay, allDay, allDay, allDay, allDay, allDay, allDay]);
  });

  it("runs Saturday night into Sunday and joins spans that meet", () => {
    const hours = closedWeek();
    hours[6] = { open: "20:00", close: "03:00" };
    hours[0] = { open: "03:00", close: "10:00" };
    const days = periodsByDay(hours);
    expect(days[6]).toEqual([{ start: "20:00", end: "23:59" }]);
    expect(days[0]).toEqual([{ start: "00:00", end: "10:00" }]);
  });

  it("joins a night's tail with a next day that opens before it ends", () => {
    const hours = closedWeek();
    hours[2] = { open: "22:00", close: "06:00" };
    hours[3] = { open: "05:00", close: "09:00" };
    expect(periodsByDay(hours)[3]).toEqual([{ start: "00:00", end: "09:00" }]);
  });

  it("ends a period closing at midnight at 23:59, with nothing the next day", () => {
    const hours = closedWeek();
    hours[1] = { open: "18:00", close: "00:00" };
    const days = periodsByDay(hours);
    expect(days[1]).toEqual([{ start: "18:00", end: "23:59" }]);
    expect(days[2]).toEqual([]);
  });

  it("reads a close equal to the open as a full 24 hours", () => {
    const hours = closedWeek();
    hours[3] = { open: "09:00", close: "09:00" };
    const days = periodsByDay(hours);
    expect(days[3]).toEqual([{ start: "09:00", end: "23:59" }]);
    expect(days[4]).toEqual([{ start: "00:00", end: "09:00" }]);
    hours[3] = { open: "00:00", close: "00:00" };
    expect(periodsByDay(hours)[3]).toEqual([{ start: "00:00", end: "23:59" }]);
    expect(periodsByDay(hours)[4]).toEqual([]);
  });
});
