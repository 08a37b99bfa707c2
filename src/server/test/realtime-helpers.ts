import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import WebSocket from "ws";
import type { OrderMessage } from "../../domain/realtime";
import type { OrderStatus } from "../../domain/status";
import type { Database } from "../db/database";
import { SESSION_COOKIE } from "../plugins/session-cookie";
import { createOwner, signInToken, type TestAccount } from "./auth-helpers";

/**
 * Real sockets against a listening app for the realtime tests. Every wait is
 * for a visible state (a message, a close) with a deadline, never a fixed sleep.
 */
const DEFAULT_TIMEOUT_MS = 5_000;

export type Closed = { code: number; reason: string };
export type TestSocket = {
  socket: WebSocket;
  /** Every message received, parsed, in arrival order. */
  messages: unknown[];
  /** The messages other than PONG. */
  events(): unknown[];
  closed: Promise<Closed>;
  /** Resolves once `count` received messages match (the first match by default). */
  waitFor(
    match: (message: unknown) => boolean,
    count?: number,
    timeoutMs?: number,
  ): Promise<unknown>;
  /** Sends PING and waits for the PONG answering it: the socket has then joined its room. */
  ping(): Promise<void>;
};

export async function listenOnRandomPort(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return (app.server.address() as AddressInfo).port;
}

export const anyMessage = () => true;
export const isEventFor = (orderId: string) => (message: unknown) =>
  (message as { order?: { id?: unknown } })?.order?.id === orderId;
export const isPong = (message: unknown) => (message as { type?: unknown })?.type === "PONG";

export type ConnectOptions = {
  port: number;
  /** After `/ws`, e.g. `?locations=all`. */
  query?: string;
  token?: string;
  cookie?: string;
  origin?: string;
  /** Called the moment the socket opens, before the server has checked the session. */
  onOpen?: (socket: WebSocket) => void;
};

/** A socket collecting its messages; its `closed` resolves with the close code. */
export function connectSocket({
  port,
  query = "",
  token,
  cookie,
  origin,
  onOpen,
}: ConnectOptions): TestSocket {
  const header = cookie ?? (token ? `${SESSION_COOKIE}=${token}` : undefined);
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws${query}`, {
    headers: header ? { cookie: header } : {},
    ...(origin ? { origin } : {}),
  });
  const messages: unknown[] = [];
  const waiters = new Set<() => void>();
  let closedWith: Closed | null = null;
  socket.on("error", () => {}); // surfaces as the close event the tests wait for
  if (onOpen) socket.on("open", () => onOpen(socket));
  socket.on("message", (data) => {
    messages.push(JSON.parse(data.toString()));
    for (const check of waiters) check();
  });
  const closed = new Promise<Closed>((resolve) => {
    socket.on("close", (code, reason) => {
      closedWith = { code, reason: reason.toString() };
      resolve(closedWith);
      for (const check of waiters) check();
    });
  });

  const waitFor = (
    match: (message: unknown) => boolean,
    count = 1,
    timeoutMs = DEFAULT_TIMEOUT_MS,
  ) =>
    new Promise<unknown>((resolve, reject) => {
      const received = () => `received ${JSON.stringify(messages)}`;
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`timed out waiting for message ${count}; ${received()}`));
      }, timeoutMs);
      function check() {
        const found = messages.filter(match);
        const settle = (settler: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          settler();
        };
        if (found.length >= count) settle(() => resolve(found[count - 1]));
        else if (closedWith) {
          const error = new Error(`socket closed (${closedWith.code}) first; ${received()}`);
          settle(() => reject(error));
        }
      }
      waiters.add(check);
      check();
    });

  const ping = async () => {
    const pongs = messages.filter(isPong).length;
    if (socket.readyState === WebSocket.CONNECTING) {
      await new Promise((resolve) => socket.once("open", resolve));
    }
    socket.send(JSON.stringify({ type: "PING" }));
    await waitFor(isPong, pongs + 1);
  };

  return {
    socket,
    messages,
    events: () => messages.filter((m) => !isPong(m)),
    closed,
    waitFor,
    ping,
  };
}

/** Connects with the owner's session and waits until the socket is in the room. */
export async function connectJoined(options: ConnectOptions): Promise<TestSocket> {
  const socket = connectSocket(options);
  await socket.ping();
  return socket;
}

/** Ends every socket still open; for afterEach, so a failed test leaves nothing behind. */
export async function closeSockets(sockets: TestSocket[]): Promise<void> {
  await Promise.all(
    sockets.splice(0).map((test) => {
      if (test.socket.readyState !== WebSocket.CLOSED) test.socket.terminate();
      return test.closed;
    }),
  );
}

/** Polls a condition (a count, a query) until it holds or the deadline passes. */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  { timeoutMs = DEFAULT_TIMEOUT_MS, intervalMs = 20, label = "condition" } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export type SignedInOwner = { account: TestAccount; token: string; restaurantId: string };

export async function createSignedInOwner(
  app: FastifyInstance,
  db: Database,
  restaurantName?: string,
): Promise<SignedInOwner> {
  const account = await createOwner(db, restaurantName ? { restaurantName } : {});
  const token = await signInToken(app, account);
  return { account, token, restaurantId: account.user.restaurantId ?? "" };
}

export type OrderSummary = OrderMessage["order"];

/** The real-time message, exactly as browsers are sent it: type and {id, orderNumber, status}. */
export function orderMessage(
  type: OrderMessage["type"],
  { id, orderNumber, status }: OrderSummary,
): OrderMessage {
  return { type, order: { id, orderNumber, status } };
}

/** POST /api/orders/test-new as the owner; the created order's summary. */
export async function postTestOrder(app: FastifyInstance, token: string): Promise<OrderSummary> {
  const response = await app.inject({
    method: "POST",
    url: "/api/orders/test-new",
    cookies: { [SESSION_COOKIE]: token },
  });
  if (response.statusCode !== 201)
    throw new Error(`test-new: ${response.statusCode} ${response.body}`);
  const { id, orderNumber, status } = response.json();
  return { id, orderNumber, status };
}

/** PUT /api/orders/:id {status} as the owner. */
export function putStatus(app: FastifyInstance, token: string, id: string, status: OrderStatus) {
  return app.inject({
    method: "PUT",
    url: `/api/orders/${id}`,
    cookies: { [SESSION_COOKIE]: token },
    payload: { status },
  });
}
