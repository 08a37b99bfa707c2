import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { OrderMessage } from "../../domain/realtime";
import {
  PING_INTERVAL_MS,
  RealtimeClient,
  type RealtimeClientOptions,
  type RealtimeSocket,
  type RealtimeStatus,
  retryDelay,
} from "./realtime-client";
import { useRealtime } from "./use-realtime";

/** A socket the test drives: it records what the client sends and fires the server's events. */
class FakeSocket implements RealtimeSocket {
  sent: string[] = [];
  closedWith: { code?: number; reason?: string } | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(data);
  }
  close(code?: number, reason?: string): void {
    this.closedWith = { code, reason };
  }
  open(): void {
    this.onopen?.(new Event("open"));
  }
  receive(data: unknown): void {
    this.onmessage?.(new MessageEvent("message", { data }));
  }
  /** The connection ends from the server's or the network's side (1006: dropped). */
  end(code = 1006): void {
    this.onclose?.(new CloseEvent("close", { code }));
  }
}

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = "visible";
  show(state: DocumentVisibilityState): void {
    this.visibilityState = state;
    this.dispatchEvent(new Event("visibilitychange"));
  }
}

function fakeWindow(protocol = "http:", host = "desk.test:3000") {
  return Object.assign(new EventTarget(), { location: { protocol, host } });
}

const PING = JSON.stringify({ type: "PING" });
const newOrder: OrderMessage = {
  type: "NEW_ORDER",
  order: { id: "o1", orderNumber: "W-1001", status: "new" },
};

let sockets: FakeSocket[];
let clients: RealtimeClient[];
let doc: FakeDocument;
let win: ReturnType<typeof fakeWindow>;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  clients = [];
  doc = new FakeDocument();
  win = fakeWindow();
});
afterEach(() => {
  for (const client of clients) client.stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const createSocket = (url: string) => {
  const socket = new FakeSocket(url);
  sockets.push(socket);
  return socket;
};

function startClient(options: RealtimeClientOptions = {}) {
  const calls = {
    messages: [] as OrderMessage[],
    connected: 0,
    unauthorized: 0,
    statuses: [] as RealtimeStatus[],
  };
  const client = new RealtimeClient({
    createSocket,
    document: doc,
    window: win,
    onMessage: (message) => calls.messages.push(message),
    onConnected: () => calls.connected++,
    onUnauthorized: () => calls.unauthorized++,
    onStatusChange: (status) => calls.statuses.push(status),
    ...options,
  });
  clients.push(client);
  client.start();
  return { client, calls };
}

function lastSocket(): FakeSocket {
  const socket = sockets.at(-1);
  if (!socket) throw new Error("no socket was opened");
  return socket;
}

/** Asserts the next attempt comes exactly `delay` ms after now, not a millisecond earlier. */
function expectNextAttemptAfter(delay: number): void {
  const before = sockets.length;
  if (delay > 0) {
    vi.advanceTimersByTime(delay - 1);
    expect(sockets.length, `no attempt before ${delay} ms`).toBe(before);
  }
  vi.advanceTimersByTime(delay > 0 ? 1 : 0);
  expect(sockets.length, `an attempt at ${delay} ms`).toBe(before + 1);
}

describe("retryDelay", () => {
  it.each([
    [0, 5_000],
    [1, 7_500],
    [2, 11_250],
    [3, 16_875],
    [4, 25_313],
    [5, 30_000],
    [6, 30_000],
    [9, 30_000],
    [10, 60_000],
  ])("waits %i failed attempts -> %i ms", (attempt, delay) => {
    expect(retryDelay(attempt)).toBe(delay);
  });
});

describe("RealtimeClient: the address", () => {
  it("uses ws: on the page's host for an http: page", () => {
    startClient();
    expect(lastSocket().url).toBe("ws://desk.test:3000/ws");
  });

  it("uses wss: for an https: page", () => {
    win = fakeWindow("https:", "orders.example.com");
    startClient();
    expect(lastSocket().url).toBe("wss://orders.example.com/ws");
  });

  it("takes the real page's location by default, and an explicit url over it", () => {
    startClient({ window: undefined });
    expect(lastSocket().url).toBe(`ws://${window.location.host}/ws`);
    startClient({ url: "wss://elsewhere.test/ws" });
    expect(lastSocket().url).toBe("wss://elsewhere.test/ws");
  });
});

describe("RealtimeClient: an open connection", () => {
  it("reports connecting, then open, and calls onConnected", () => {
    const { client, calls } = startClient();
    expect(client.status).toBe("connecting");
    lastSocket().open();
    expect(client.status).toBe("open");
    expect(calls.statuses).toEqual(["connecting", "open"]);
    expect(calls.connected).toBe(1);
  });

  it("sends PING every 15 s while open", () => {
    startClient();
    const socket = lastSocket();
    socket.open();
    vi.advanceTimersByTime(PING_INTERVAL_MS - 1);
    expect(socket.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(socket.sent).toEqual([PING]);
    vi.advanceTimersByTime(2 * PING_INTERVAL_MS);
    expect(socket.sent).toEqual([PING, PING, PING]);
  });

  it("sends no PING before the socket opens or after it closes", () => {
    startClient();
    const socket = lastSocket();
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(socket.sent).toEqual([]);
    socket.open();
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    socket.end();
    vi.advanceTimersByTime(4 * PING_INTERVAL_MS);
    expect(socket.sent).toEqual([PING]);
    expect(lastSocket()).not.toBe(socket);
    expect(lastSocket().sent).toEqual([]);
  });

  it("hands NEW_ORDER and ORDER_STATUS_CHANGED to onMessage", () => {
    const { calls } = startClient();
    lastSocket().open();
    const statusChanged: OrderMessage = {
      type: "ORDER_STATUS_CHANGED",
      order: { id: "o1", orderNumber: "W-1001", status: "ready" },
    };
    lastSocket().receive(JSON.stringify(newOrder));
    lastSocket().receive(JSON.stringify(statusChanged));
    expect(calls.messages).toEqual([newOrder, statusChanged]);
  });

  it("calls onStoreChanged for STORE_STATUS_CHANGED, which is no order message", () => {
    const notices: Array<string | undefined> = [];
    let menuChanges = 0;
    const { calls } = startClient({
      onStoreChanged: (notice) => notices.push(notice),
      onMenuChanged: () => menuChanges++,
    });
    lastSocket().open();
    lastSocket().receive(JSON.stringify({ type: "STORE_STATUS_CHANGED" }));
    // What OrderDock did by itself comes with its words; a marketplace's menu answer apart.
    lastSocket().receive(
      JSON.stringify({ type: "STORE_STATUS_CHANGED", notice: "Busy mode ended" }),
    );
    lastSocket().receive(JSON.stringify({ type: "MENU_CHANGED" }));
    expect(notices).toEqual([undefined, "Busy mode ended"]);
    expect(menuChanges).toBe(1);
    expect(calls.messages).toEqual([]);
  });

  it("calls onPeopleChanged for PEOPLE_CHANGED, and no other callback", () => {
    let peopleChanges = 0;
    const others = { store: 0, menu: 0, printers: 0 };
    const { calls } = startClient({
      onPeopleChanged: () => peopleChanges++,
      onStoreChanged: () => others.store++,
      onMenuChanged: () => others.menu++,
      onPrintersChanged: () => others.printers++,
    });
    lastSocket().open();
    lastSocket().receive(JSON.stringify({ type: "PEOPLE_CHANGED" }));
    expect(peopleChanges).toBe(1);
    expect(others).toEqual({ store: 0, menu: 0, printers: 0 });
    expect(calls.messages).toEqual([]);
  });

  it("ignores PONG, malformed and unknown frames", () => {
    const { calls } = startClient();
    lastSocket().open();
    for (const frame of [
      JSON.stringify({ type: "PONG" }),
      "not json{",
      "null",
      JSON.stringify({ type: "ORDER_DELETED", order: newOrder.order }),
      JSON.stringify({ type: "NEW_ORDER", order: { ...newOrder.order, status: "lost" } }),
      JSON.stringify({ type: "NEW_ORDER" }),
      new ArrayBuffer(4),
    ]) {
      lastSocket().receive(frame);
    }
    expect(calls.messages).toEqual([]);
  });

  it("calls onConnected after every open, the first and each reconnect", () => {
    const { calls } = startClient();
    lastSocket().open();
    lastSocket().end();
    vi.advanceTimersByTime(5_000);
    lastSocket().open();
    lastSocket().end(4408);
    vi.advanceTimersByTime(5_000);
    lastSocket().open();
    expect(sockets).toHaveLength(3);
    expect(calls.connected).toBe(3);
  });
});

describe("RealtimeClient: reconnecting", () => {
  it("retries on the exact schedule: 5, 7.5, 11.25 ... 30 s, a 60 s pause after 10 failures, then 5 s again", () => {
    const { client } = startClient();
    lastSocket().open();
    lastSocket().end();
    const schedule = [
      5_000, 7_500, 11_250, 16_875, 25_313, 30_000, 30_000, 30_000, 30_000, 30_000, 60_000, 5_000,
      7_500, 11_250,
    ];
    for (const delay of schedule) {
      expect(client.status).toBe("waiting");
      expectNextAttemptAfter(delay);
      expect(client.status).toBe("connecting");
      lastSocket().end(); // the attempt fails without opening
    }
  });

  it("starts over at 5 s after a successful open", () => {
    startClient();
    lastSocket().end();
    for (const delay of [5_000, 7_500, 11_250]) {
      expectNextAttemptAfter(delay);
      lastSocket().end();
    }
    expectNextAttemptAfter(16_875);
    lastSocket().open();
    lastSocket().end();
    expectNextAttemptAfter(5_000);
  });

  it("retries after the server's idle close (4408) on the normal schedule", () => {
    startClient();
    lastSocket().open();
    lastSocket().end(4408);
    expectNextAttemptAfter(5_000);
  });

  it("reconnects at once when the server asks for a resync (4409), then follows the schedule", () => {
    const { calls } = startClient();
    lastSocket().open();
    lastSocket().end(4409);
    expectNextAttemptAfter(0);
    lastSocket().end();
    expectNextAttemptAfter(5_000);
    lastSocket().open();
    expect(calls.connected).toBe(2);
  });

  it("on 4401 calls onUnauthorized and never retries, not even on focus", () => {
    const { client, calls } = startClient();
    lastSocket().open();
    lastSocket().end(4401);
    expect(calls.unauthorized).toBe(1);
    expect(client.status).toBe("idle");
    win.dispatchEvent(new Event("focus"));
    doc.show("hidden");
    doc.show("visible");
    vi.advanceTimersByTime(10 * 60_000);
    expect(sockets).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("on 4403 stops without retrying and without onUnauthorized", () => {
    const { client, calls } = startClient();
    lastSocket().end(4403);
    vi.advanceTimersByTime(10 * 60_000);
    win.dispatchEvent(new Event("focus"));
    expect(sockets).toHaveLength(1);
    expect(client.status).toBe("idle");
    expect(calls.unauthorized).toBe(0);
  });

  it("starts again after a 4401 once start() is called (signed in again)", () => {
    const { client, calls } = startClient();
    lastSocket().end(4401);
    client.start();
    lastSocket().open();
    expect(sockets).toHaveLength(2);
    expect(calls.connected).toBe(1);
  });

  it("counts a socket that cannot even be created as a failed attempt", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    let isBroken = true;
    const { client } = startClient({
      createSocket: (url) => {
        if (isBroken) throw new SyntaxError("bad url");
        return createSocket(url);
      },
    });
    expect(client.status).toBe("waiting");
    expect(warn).toHaveBeenCalledOnce();
    isBroken = false;
    expectNextAttemptAfter(5_000);
  });
});

describe("RealtimeClient: stop()", () => {
  it("closes the socket and sends nothing more", () => {
    const { client } = startClient();
    const socket = lastSocket();
    socket.open();
    client.stop();
    expect(socket.closedWith?.code).toBe(1000);
    expect(client.status).toBe("idle");
    expect(vi.getTimerCount()).toBe(0);
    socket.end(1000); // the browser's close event after our own close
    vi.advanceTimersByTime(10 * 60_000);
    expect(socket.sent).toEqual([]);
    expect(sockets).toHaveLength(1);
  });

  it("cancels a pending retry and stops listening for focus and visibility", () => {
    const { client } = startClient();
    lastSocket().end();
    expect(vi.getTimerCount()).toBe(1);
    client.stop();
    expect(vi.getTimerCount()).toBe(0);
    win.dispatchEvent(new Event("focus"));
    doc.show("hidden");
    doc.show("visible");
    vi.advanceTimersByTime(10 * 60_000);
    expect(sockets).toHaveLength(1);
  });

  it("ignores a socket that opens after stop()", () => {
    const { client, calls } = startClient();
    const socket = lastSocket();
    client.stop();
    expect(socket.closedWith?.code).toBe(1000);
    socket.open();
    socket.receive(JSON.stringify(newOrder));
    expect(calls.connected).toBe(0);
    expect(calls.messages).toEqual([]);
    expect(client.status).toBe("idle");
  });
});

describe("RealtimeClient: visibility and focus", () => {
  it("does not open while the tab is hidden, and opens when it becomes visible", () => {
    doc.visibilityState = "hidden";
    const { client } = startClient();
    expect(sockets).toHaveLength(0);
    expect(client.status).toBe("waiting");
    vi.advanceTimersByTime(10 * 60_000);
    expect(sockets).toHaveLength(0);
    doc.show("visible");
    expect(sockets).toHaveLength(1);
    expect(client.status).toBe("connecting");
  });

  it("holds a retry that comes due while hidden until the tab shows", () => {
    const { client } = startClient();
    lastSocket().open();
    doc.show("hidden");
    expect(client.status).toBe("open"); // an open socket stays open in the background
    lastSocket().end();
    vi.advanceTimersByTime(10 * 60_000);
    expect(sockets).toHaveLength(1);
    expect(client.status).toBe("waiting");
    doc.show("visible");
    expect(sockets).toHaveLength(2);
  });

  it("reconnects at once on focus and resets the schedule", () => {
    startClient();
    lastSocket().end();
    for (const delay of [5_000, 7_500]) {
      expectNextAttemptAfter(delay);
      lastSocket().end();
    }
    // 11.25 s would be next; focus does not wait for it.
    win.dispatchEvent(new Event("focus"));
    expect(sockets).toHaveLength(4);
    lastSocket().end();
    expectNextAttemptAfter(5_000);
    expect(vi.getTimerCount()).toBe(0); // the 11.25 s timer is gone
  });

  it("reconnects at once when the tab becomes visible while waiting", () => {
    startClient();
    lastSocket().end();
    doc.show("visible");
    expect(sockets).toHaveLength(2);
  });

  it("does nothing on focus while connecting or open", () => {
    startClient();
    win.dispatchEvent(new Event("focus"));
    expect(sockets).toHaveLength(1);
    lastSocket().open();
    win.dispatchEvent(new Event("focus"));
    doc.show("visible");
    expect(sockets).toHaveLength(1);
  });
});

describe("useRealtime", () => {
  it("runs a client while mounted, reports its status and calls the latest callbacks", () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender, unmount } = renderHook(
      ({ onMessage }) => useRealtime({ createSocket, document: doc, window: win, onMessage }),
      { initialProps: { onMessage: first } },
    );
    expect(result.current).toBe("connecting");
    act(() => lastSocket().open());
    expect(result.current).toBe("open");
    rerender({ onMessage: second });
    act(() => lastSocket().receive(JSON.stringify(newOrder)));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(newOrder);
    expect(sockets).toHaveLength(1);
    unmount();
    expect(lastSocket().closedWith?.code).toBe(1000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("keeps the socket closed while not enabled", () => {
    const { result, rerender } = renderHook(
      ({ isEnabled }) => useRealtime({ createSocket, document: doc, window: win, isEnabled }),
      { initialProps: { isEnabled: false } },
    );
    expect(sockets).toHaveLength(0);
    expect(result.current).toBe("idle");
    rerender({ isEnabled: true });
    expect(sockets).toHaveLength(1);
    rerender({ isEnabled: false });
    expect(lastSocket().closedWith?.code).toBe(1000);
    expect(result.current).toBe("idle");
  });

  it("opens another socket for another location or another feed, closing the first", () => {
    const { rerender } = renderHook(
      ({ reconnectKey, url }: { reconnectKey: string; url?: string }) =>
        useRealtime({ createSocket, document: doc, window: win, reconnectKey, url }),
      { initialProps: { reconnectKey: "harbor" } as { reconnectKey: string; url?: string } },
    );
    expect(sockets).toHaveLength(1);
    rerender({ reconnectKey: "harbor" });
    expect(sockets).toHaveLength(1);
    rerender({ reconnectKey: "uptown" });
    expect(sockets).toHaveLength(2);
    expect(sockets[0]?.closedWith?.code).toBe(1000);
    rerender({ reconnectKey: "uptown", url: "ws://desk.test:3000/ws?locations=all" });
    expect(sockets.map((socket) => socket.url)).toEqual([
      "ws://desk.test:3000/ws",
      "ws://desk.test:3000/ws",
      "ws://desk.test:3000/ws?locations=all",
    ]);
    expect(sockets[1]?.closedWith?.code).toBe(1000);
  });
});
