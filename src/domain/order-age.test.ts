import { describe, expect, it } from "vitest";
import { ageLevel, ageStartsAt, formatAge, orderAgeMinutes } from "./order-age";
import type { OrderStatus } from "./status";

const placed = "2026-11-20T18:00:00.000Z";
const at = (minutes: number, seconds = 0) =>
  Date.parse(placed) + minutes * 60_000 + seconds * 1_000;
const order = (status: OrderStatus, extra: { dueAt?: string } = {}) => ({
  status,
  created: placed,
  ...extra,
});

describe("an order's age", () => {
  it("counts whole minutes since it was placed", () => {
    expect(orderAgeMinutes(order("new"), at(0, 59))).toBe(0);
    expect(orderAgeMinutes(order("preparing"), at(12, 30))).toBe(12);
    expect(orderAgeMinutes(order("ready"), at(61))).toBe(61);
  });

  it.each(["scheduled", "awaiting_payment", "completed", "cancelled"] as const)(
    "is none for a %s order, which waits for nothing in the kitchen",
    (status) => {
      expect(orderAgeMinutes(order(status), at(90))).toBeNull();
    },
  );

  it("counts from the release of an order held for later, not from when it was placed", () => {
    const released = order("new", { dueAt: "2026-11-20T23:00:00.000Z" });
    expect(ageStartsAt(released)).toBe(Date.parse("2026-11-20T23:00:00.000Z"));
    expect(orderAgeMinutes(released, at(305))).toBe(5);
  });

  it("never goes below zero when the device's clock is behind", () => {
    expect(orderAgeMinutes(order("new"), at(-3))).toBe(0);
  });

  it("is none when the time cannot be read", () => {
    expect(orderAgeMinutes({ status: "new", created: "soon" }, at(5))).toBeNull();
  });
});

describe("the age's colour", () => {
  const thresholds = { warningMinutes: 10, lateMinutes: 20 };
  it.each([
    [0, "fresh"],
    [9, "fresh"],
    [10, "warning"],
    [19, "warning"],
    [20, "late"],
    [240, "late"],
  ] as const)("at %i minutes is %s", (minutes, level) => {
    expect(ageLevel(minutes, thresholds)).toBe(level);
  });

  it("follows the restaurant's own thresholds", () => {
    expect(ageLevel(4, { warningMinutes: 3, lateMinutes: 5 })).toBe("warning");
    expect(ageLevel(5, { warningMinutes: 3, lateMinutes: 5 })).toBe("late");
  });
});

describe("the age as a card shows it", () => {
  it.each([
    [0, "0 min"],
    [12, "12 min"],
    [59, "59 min"],
    [60, "1 h"],
    [65, "1 h 05 min"],
    [150, "2 h 30 min"],
  ])("%i minutes read %s", (minutes, text) => {
    expect(formatAge(minutes)).toBe(text);
  });
});
