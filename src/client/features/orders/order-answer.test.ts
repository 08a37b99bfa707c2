import { describe, expect, it } from "vitest";
import type { Order } from "@/domain/order";
import type { Platform } from "@/domain/platforms";
import type { OrderStatus } from "@/domain/status";
import { canAccept, canCancel, canReject, describeCountdown } from "./order-answer";
import { buildOrder } from "./test/order-fixture";

const order = (platform: Platform, status: OrderStatus, acceptedAt: string | null = null): Order =>
  buildOrder({
    platform,
    status,
    platformLink: { acceptBy: null, acceptedAt, prepMinutes: null, readyAt: null, call: null },
  });

describe("what staff may answer, as the server allows it", () => {
  it.each([
    ["ubereats", "new", null, true, true, true],
    ["doordash", "scheduled", null, true, true, true],
    ["grubhub", "new", "2026-11-20T23:06:00.000Z", false, false, true],
    ["grubhub", "preparing", null, false, false, true],
    ["shopify", "new", null, false, false, true],
    ["website", "new", null, false, false, true],
    ["ubereats", "awaiting_payment", null, false, false, true],
    ["ubereats", "completed", null, false, false, false],
    ["doordash", "cancelled", null, false, false, false],
  ] as const)(
    "%s %s accepted at %s: accept %s, reject %s, cancel %s",
    (platform, status, acceptedAt, accept, reject, cancel) => {
      const shown = order(platform, status, acceptedAt);
      expect([canAccept(shown), canReject(shown), canCancel(shown)]).toEqual([
        accept,
        reject,
        cancel,
      ]);
    },
  );
});

describe("the countdown's words", () => {
  const now = Date.parse("2026-11-20T23:00:00.000Z");
  const at = (seconds: number) => new Date(now + seconds * 1000).toISOString();

  it.each([
    [581, 2, "Accept within 9:41", false],
    [1080, 2, "Accept within 18:00", false],
    [121, 2, "Accept within 2:01", false],
    [120, 2, "Accept within 2:00", true],
    [0.4, 2, "Accept within 0:01", true],
    [299, 5, "Accept within 4:59", true],
    [0, 2, "Deadline passed", true],
    [-30, 2, "Deadline passed", true],
  ])("%s s left, warning at %s min: %s", (seconds, warning, text, isUrgent) => {
    expect(describeCountdown(at(seconds), now, warning)).toMatchObject({ text, isUrgent });
  });
});
