import { EventEmitter } from "node:events";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { WebSocket } from "ws";
import {
  CLOSE_IDLE,
  CLOSE_RESYNC,
  CLOSE_TOO_MANY,
  CLOSE_UNAUTHORIZED,
} from "../../../domain/realtime";
import { BROWSER_FORWARDS } from "../../app-events";
import { createMemoryEventBus } from "../../test/memory-event-bus";
import { sessionsEnded } from "../auth/session-events";
import { type OrderChange, orderChanged } from "../orders/order-events";
import { printersChanged } from "../printing/printer-events";
import { storeChanged } from "../store/store-events";
import {
  createRealtimeHub,
  MAX_SOCKETS_PER_SESSION,
  MESSAGE_BURST,
  type RealtimeHub,
} from "./realtime.hub";

/**
 * The hub's own rules, with fake sockets and fake time: dead connections are released
 * after the idle limit (clients PING every 15 s), a client that stops reading is
 * cut off, a lost and a restored feed close every socket with 4409, and stop closes them all.
 */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  sent: unknown[] = [];
  closedWith: number | null = null;

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code: number) {
    if (this.readyState !== this.OPEN) return;
    this.readyState = 3;
    this.closedWith = code;
    this.emit("close", code);
  }
  terminate() {
    this.close(1006);
  }
  ping() {
    this.emit("message", Buffer.from(JSON.stringify({ type: "PING" })));
  }
}

function createFakeBus() {
  const memory = createMemoryEventBus();
  return {
    bus: memory.bus,
    deliver: (event: OrderChange) => memory.emit(orderChanged, event),
    resubscribe: memory.restore,
    lose: memory.lose,
    storeChanged: (restaurantId: string) => memory.emit(storeChanged, { restaurantId }),
    printersChanged: (restaurantId: string) =>
      memory.emit(printersChanged, { restaurantId, printerIds: [] }),
    endSessions: (userIds: string[], exceptSessionId?: string) =>
      memory.emit(sessionsEnded, { userIds, exceptSessionId }),
    signOut: (sessionId: string) =>
      memory.emit(sessionsEnded, { userIds: [], sessionIds: [sessionId] }),
  };
}

const isPong = (message: unknown) => (message as { type?: unknown })?.type === "PONG";

const eventFor = (restaurantId: string): OrderChange => ({
  restaurantId,
  message: { type: "NEW_ORDER", order: { id: "o-1", orderNumber: "W-1", status: "new" } },
});

describe("realtime hub", () => {
  let fake: ReturnType<typeof createFakeBus>;
  let hub: RealtimeHub;
  const join = (restaurantId: string, userId?: string, sessionId?: string) => {
    const socket = new FakeSocket();
    hub.join(restaurantId, socket as unknown as WebSocket, { userId, sessionId });
    return socket;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    fake = createFakeBus();
    hub = createRealtimeHub({
      bus: fake.bus,
      forwards: BROWSER_FORWARDS,
      logger: pino({ level: "silent" }),
      idleTimeoutMs: 75_000,
      sweepIntervalMs: 30_000,
    });
  });
  afterEach(() => {
    hub.stop();
    vi.useRealTimers();
  });

  it("closes a socket that stopped sending PING with 4408 and releases it; one that PINGs stays", async () => {
    const silent = join("r1");
    const alive = join("r1");
    for (let elapsed = 0; elapsed < 120_000; elapsed += 15_000) {
      alive.ping();
      await vi.advanceTimersByTimeAsync(15_000);
    }
    expect(silent.closedWith).toBe(CLOSE_IDLE);
    expect(alive.closedWith).toBeNull();
    expect(hub.countSockets("r1")).toBe(1);
  });

  it("cuts off a socket more than 1 MB behind and still delivers to the others", () => {
    const behind = join("r1");
    const reading = join("r1");
    behind.bufferedAmount = 2 * 1024 * 1024;
    fake.deliver(eventFor("r1"));
    expect(behind.closedWith).toBe(1006);
    expect(behind.sent).toEqual([]);
    expect(reading.sent).toEqual([eventFor("r1").message]);
    expect(hub.countSockets()).toBe(1);
  });

  it("tells only that restaurant's sockets its store controls changed", () => {
    const mine = join("r1");
    const theirs = join("r2");
    fake.storeChanged("r1");
    expect(mine.sent).toEqual([{ type: "STORE_STATUS_CHANGED" }]);
    expect(theirs.sent).toEqual([]);
  });

  it("tells only that restaurant's sockets its printers changed", () => {
    const mine = join("r1");
    const theirs = join("r2");
    fake.printersChanged("r1");
    expect(mine.sent).toEqual([{ type: "PRINTERS_CHANGED" }]);
    expect(theirs.sent).toEqual([]);
  });

  it("closes with 4429 a socket that sends far more than a client's PING every 15 s", () => {
    const flooding = join("r1", "u1", "s1");
    const calm = join("r1", "u2", "s2");
    for (let sent = 0; sent < MESSAGE_BURST; sent++) flooding.ping();
    expect(flooding.closedWith).toBeNull();
    flooding.ping();
    expect(flooding.closedWith).toBe(CLOSE_TOO_MANY);
    // A real client's rhythm never comes near it, for hours.
    for (let minute = 0; minute < 240; minute++) {
      vi.advanceTimersByTime(15_000);
      calm.ping();
    }
    expect(calm.closedWith).toBeNull();
    expect(calm.sent.filter((message) => isPong(message))).toHaveLength(240);
  });

  it("closes with 4429 a session's socket past the cap, keeping its others and other sessions'", () => {
    const tabs = Array.from({ length: MAX_SOCKETS_PER_SESSION }, () => join("r1", "u1", "s1"));
    const oneTooMany = join("r1", "u1", "s1");
    const colleague = join("r1", "u2", "s2");
    expect(oneTooMany.closedWith).toBe(CLOSE_TOO_MANY);
    expect(tabs.every((tab) => tab.closedWith === null)).toBe(true);
    expect(colleague.closedWith).toBeNull();
    expect(hub.countSockets("r1")).toBe(MAX_SOCKETS_PER_SESSION + 1);
    // A closed tab frees its place.
    tabs[0]?.close(1000);
    expect(join("r1", "u1", "s1").closedWith).toBeNull();
  });

  it("closes every socket with 4409 the moment the feed is lost, not once it is back", () => {
    const sockets = [join("r1"), join("r1"), join("r2")];
    fake.lose();
    expect(sockets.map((socket) => socket.closedWith)).toEqual([
      CLOSE_RESYNC,
      CLOSE_RESYNC,
      CLOSE_RESYNC,
    ]);
    expect(hub.countSockets()).toBe(0);
  });

  it("closes every socket with 4409 when the feed was restored, so clients reload", () => {
    const sockets = [join("r1"), join("r1"), join("r2")];
    fake.resubscribe();
    expect(sockets.map((socket) => socket.closedWith)).toEqual([
      CLOSE_RESYNC,
      CLOSE_RESYNC,
      CLOSE_RESYNC,
    ]);
    expect(hub.countSockets()).toBe(0);
  });

  it("closes with 4401 every socket of a user whose sessions ended, and no one else's", () => {
    const phone = join("r1", "u1");
    const tablet = join("r1", "u1");
    const colleague = join("r1", "u2");
    fake.endSessions(["u1"]);
    expect(phone.closedWith).toBe(CLOSE_UNAUTHORIZED);
    expect(tablet.closedWith).toBe(CLOSE_UNAUTHORIZED);
    expect(colleague.closedWith).toBeNull();
    expect(hub.countSockets("r1")).toBe(1);
  });

  it("keeps the socket of the session that ended the others", () => {
    const here = join("r1", "u1", "s-here");
    const elsewhere = join("r1", "u1", "s-elsewhere");
    fake.endSessions(["u1"], "s-here");
    expect(here.closedWith).toBeNull();
    expect(elsewhere.closedWith).toBe(CLOSE_UNAUTHORIZED);
  });

  it("closes with 4401 only the sockets of a session that signed out", () => {
    const signedOut = join("r1", "u1", "s-out");
    const otherDevice = join("r1", "u1", "s-other");
    fake.signOut("s-out");
    expect(signedOut.closedWith).toBe(CLOSE_UNAUTHORIZED);
    expect(otherDevice.closedWith).toBeNull();
  });

  it("releases a socket that errors", () => {
    const socket = join("r1");
    socket.emit("error", new Error("ECONNRESET"));
    expect(hub.countSockets()).toBe(0);
    fake.deliver(eventFor("r1"));
    expect(socket.sent).toEqual([]);
  });

  it("on stop closes every socket with 1001 and stops listening to the bus", () => {
    const socket = join("r1");
    hub.stop();
    expect(socket.closedWith).toBe(1001);
    const late = join("r1");
    fake.deliver(eventFor("r1"));
    expect(late.sent).toEqual([]);
    // A socket that joins once the server is stopping (its session was still being read) is
    // closed too, or it would hold the shutdown up.
    expect(late.closedWith).toBe(1001);
    expect(hub.countSockets()).toBe(0);
  });
});
