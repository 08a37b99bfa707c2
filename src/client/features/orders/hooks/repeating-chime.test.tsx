import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { updateDeviceSettings } from "@/client/lib/device-settings";
import type { Order } from "@/domain/order";
import { buildOrder } from "../test/order-fixture";
import type { Reminder } from "./new-order-alerts";
import { acknowledgeOrder, ordersCallingForChime, useRepeatingChime } from "./repeating-chime";

let play: MockInstance<HTMLMediaElement["play"]>;
let nextId = 0;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A New order no test has acknowledged yet (acknowledgements last the page's life). */
const newOrder = (overrides: Partial<Order> = {}) =>
  buildOrder({ id: `chime-${++nextId}`, status: "new", ...overrides });
const chimes = () =>
  play.mock.contexts.filter((audio) => (audio as HTMLAudioElement).src.endsWith("/new.wav")).length;
const render = (orders: Order[], reminders: Reminder[] = []) =>
  renderHook(({ list, later }) => useRepeatingChime(list, later), {
    initialProps: { list: orders, later: reminders },
  });
const wait = (seconds: number) => act(() => vi.advanceTimersByTimeAsync(seconds * 1000));

describe("the repeating new-order chime", () => {
  it("sounds every 10 seconds while a new order waits, after its arrival's own chime", async () => {
    render([newOrder()]);
    await wait(9);
    expect(chimes()).toBe(0);
    await wait(1);
    expect(chimes()).toBe(1);
    await wait(20);
    expect(chimes()).toBe(3);
  });

  it("stops once someone here opens the order, and for an order moved on", async () => {
    const opened = newOrder();
    const moved = newOrder();
    const hook = render([opened, moved]);
    await wait(10);
    expect(chimes()).toBe(1);
    act(() => acknowledgeOrder(opened.id));
    await wait(10);
    // The other still waits.
    expect(chimes()).toBe(2);
    hook.rerender({ list: [opened, { ...moved, status: "preparing" }], later: [] });
    await wait(60);
    expect(chimes()).toBe(2);
  });

  it("is quiet for an order put off with Remind Later, and for an order not in New", async () => {
    const later = newOrder();
    render([later, newOrder({ status: "scheduled" })], [{ orderId: later.id, remindAt: 0 }]);
    await wait(60);
    expect(chimes()).toBe(0);
  });

  it("follows this device's setting: another pace, once only, or no sound at all", async () => {
    updateDeviceSettings({ chimeRepeatSeconds: 30 });
    const first = render([newOrder()]);
    await wait(29);
    expect(chimes()).toBe(0);
    await wait(1);
    expect(chimes()).toBe(1);
    first.unmount();

    updateDeviceSettings({ chimeRepeatSeconds: 0 });
    const second = render([newOrder()]);
    await wait(120);
    expect(chimes()).toBe(1);
    second.unmount();

    updateDeviceSettings({ chimeRepeatSeconds: 10, playSounds: false });
    render([newOrder()]);
    await wait(60);
    expect(chimes()).toBe(1);
  });

  it("names the orders that call for it", () => {
    const waiting = newOrder();
    const seen = newOrder();
    acknowledgeOrder(seen.id);
    expect(
      ordersCallingForChime([waiting, seen, newOrder({ status: "ready" })], []).map(
        (order) => order.id,
      ),
    ).toEqual([waiting.id]);
  });
});
