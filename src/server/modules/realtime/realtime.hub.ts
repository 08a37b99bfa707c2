import type { FastifyBaseLogger } from "fastify";
import type { RawData, WebSocket } from "ws";
import {
  CLOSE_IDLE,
  CLOSE_RESYNC,
  CLOSE_TOO_MANY,
  CLOSE_UNAUTHORIZED,
  type ServerMessage,
} from "../../../domain/realtime";
import type { BrowserForward } from "../../events/browser-forward";
import type { EventBus } from "../../events/event-bus";
import { sessionsEnded } from "../auth/session-events";

/**
 * The sockets of this instance, one room per restaurant. Every event of a kind on the
 * allow-list (`forwards`) goes to exactly the sockets of its restaurant, as the message its
 * module wrote for browsers; no other event reaches a browser. A socket that stops sending PING (clients
 * send one every 15 s) is closed after the idle limit, so dead connections are released.
 */
export type RealtimeHubOptions = {
  bus: EventBus;
  /** The events browsers are sent, and how: given by the app. */
  forwards: readonly BrowserForward[];
  logger: FastifyBaseLogger;
  idleTimeoutMs?: number;
  sweepIntervalMs?: number;
};

export type RealtimeHub = {
  /**
   * Puts the socket in the restaurant's room. `pending` are messages it sent meanwhile;
   * `userId` is whose session opened it, so the socket closes when their sessions end.
   */
  /** One location's room, or several (the All locations dashboard): each message once. */
  join(restaurantIds: string | readonly string[], socket: WebSocket, options?: JoinOptions): void;
  countSockets(restaurantId?: string): number;
  /** The restaurants with a socket open on this instance now. */
  restaurantsPresent(): string[];
  /** Called when a restaurant's first socket on this instance joins. */
  onFirstJoin(listener: (restaurantId: string) => void): () => void;
  stop(): void;
};

export type JoinOptions = { pending?: RawData[]; userId?: string; sessionId?: string };

type Member = {
  socket: WebSocket;
  lastSeenAt: number;
  userId: string | null;
  sessionId: string | null;
  /** Messages it may still send now: refilled at MESSAGES_PER_SECOND up to MESSAGE_BURST. */
  allowance: number;
  allowanceAt: number;
};

/**
 * A client sends one PING every 15 s; a socket that sends more than a burst of 20 and then
 * over 2 a second is not OrderDock's client and is closed (4429).
 */
export const MESSAGE_BURST = 20;
export const MESSAGES_PER_SECOND = 2;
/**
 * Open sockets one session may hold on an instance: a dashboard per tab, and a few tabs.
 * A socket past it is closed at once (4429); the others keep working.
 */
export const MAX_SOCKETS_PER_SESSION = 8;

// A client this far behind is not reading; keeping its queue would only grow memory.
const MAX_BUFFERED_BYTES = 1024 * 1024;

export function createRealtimeHub({
  bus,
  forwards,
  logger,
  idleTimeoutMs = 75_000,
  sweepIntervalMs = 30_000,
}: RealtimeHubOptions): RealtimeHub {
  const rooms = new Map<string, Set<Member>>();
  const firstJoiners = new Set<(restaurantId: string) => void>();

  const broadcast = ({
    restaurantId,
    message,
  }: {
    restaurantId: string;
    message: ServerMessage;
  }) => {
    const room = rooms.get(restaurantId);
    if (!room) return;
    const data = JSON.stringify(message);
    for (const { socket } of room) {
      if (socket.readyState !== socket.OPEN) continue;
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        socket.terminate();
        continue;
      }
      socket.send(data);
    }
  };

  const closeAll = (code: number, reason: string) => {
    for (const room of rooms.values()) for (const { socket } of room) socket.close(code, reason);
  };

  const unsubscribes = forwards.map(({ event, message }) =>
    bus.on(event, (payload) =>
      broadcast({ restaurantId: payload.restaurantId, message: message(payload) }),
    ),
  );
  // The feed is lost: from now on this instance would miss changes, so its sockets close at
  // once rather than sit open looking live. Their clients reconnect once the feed is back
  // (`/ws` refuses them until then) and reload, so nothing that happened meanwhile stays
  // missed. Closing again when it is back catches any socket that slipped in between.
  const unsubscribeLost = bus.onFeedLost(() =>
    closeAll(CLOSE_RESYNC, "Live updates interrupted: reconnect to catch up"),
  );
  const unsubscribeResync = bus.onResubscribed(() =>
    closeAll(CLOSE_RESYNC, "Reconnect to catch up"),
  );
  // A signed-out session, or a deactivated or deleted account, stops hearing its
  // restaurant's orders at once; the client takes 4401 as "signed out" and re-checks who is
  // signed in.
  const unsubscribeSessionsEnded = bus.on(sessionsEnded, (ended) => {
    const userIds = new Set(ended.userIds);
    const sessionIds = new Set(ended.sessionIds);
    for (const room of rooms.values()) {
      for (const member of room) {
        const isEnded =
          (member.userId !== null && userIds.has(member.userId)) ||
          (member.sessionId !== null && sessionIds.has(member.sessionId));
        if (isEnded && member.sessionId !== ended.exceptSessionId)
          member.socket.close(CLOSE_UNAUTHORIZED, "Session ended");
      }
    }
  });

  const sweep = setInterval(() => {
    const cutoff = Date.now() - idleTimeoutMs;
    for (const room of rooms.values()) {
      for (const member of room) {
        if (member.lastSeenAt < cutoff) member.socket.close(CLOSE_IDLE, "No PING received");
      }
    }
  }, sweepIntervalMs);
  sweep.unref();

  const onMessage = (member: Member, data: RawData) => {
    const now = Date.now();
    member.allowance = Math.min(
      MESSAGE_BURST,
      member.allowance + ((now - member.allowanceAt) / 1000) * MESSAGES_PER_SECOND,
    );
    member.allowanceAt = now;
    if (member.allowance < 1) {
      member.socket.close(CLOSE_TOO_MANY, "Too many messages");
      return;
    }
    member.allowance -= 1;
    member.lastSeenAt = now;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data.toString());
    } catch {
      return;
    }
    if ((parsed as { type?: unknown } | null)?.type === "PING")
      member.socket.send(JSON.stringify({ type: "PONG" }));
  };

  let isStopped = false;

  return {
    join: (restaurantIds, socket, { pending = [], userId, sessionId } = {}) => {
      // A socket whose session was still being read when the server began to stop would
      // otherwise stay open and hold the shutdown up forever.
      if (isStopped) {
        socket.close(1001, "Server shutting down");
        return;
      }
      const member: Member = {
        socket,
        lastSeenAt: Date.now(),
        userId: userId ?? null,
        sessionId: sessionId ?? null,
        allowance: MESSAGE_BURST,
        allowanceAt: Date.now(),
      };
      const ids = [...new Set(typeof restaurantIds === "string" ? [restaurantIds] : restaurantIds)];
      // A session's sockets are counted in each room they would join.
      const isFull = ids.some((id) => {
        const room = rooms.get(id);
        return room && sessionId && countSessionSockets(room, sessionId) >= MAX_SOCKETS_PER_SESSION;
      });
      if (isFull) {
        socket.close(CLOSE_TOO_MANY, "Too many open connections for this session");
        return;
      }
      for (const id of ids) {
        let room = rooms.get(id);
        if (!room) {
          room = new Set();
          rooms.set(id, room);
        }
        room.add(member);
        if (room.size === 1) for (const listener of firstJoiners) listener(id);
      }
      const leave = () => {
        for (const id of ids) {
          const room = rooms.get(id);
          room?.delete(member);
          if (room?.size === 0) rooms.delete(id);
        }
      };
      socket.on("message", (data) => onMessage(member, data));
      socket.on("close", leave);
      socket.on("error", (error) => {
        logger.debug({ err: error }, "websocket error");
        leave();
      });
      for (const data of pending) onMessage(member, data);
    },
    restaurantsPresent: () => [...rooms.keys()],
    onFirstJoin: (listener) => {
      firstJoiners.add(listener);
      return () => firstJoiners.delete(listener);
    },
    countSockets: (restaurantId) =>
      restaurantId === undefined
        ? // A socket of the All locations dashboard is in several rooms: counted once.
          new Set([...rooms.values()].flatMap((room) => [...room])).size
        : (rooms.get(restaurantId)?.size ?? 0),
    stop: () => {
      isStopped = true;
      clearInterval(sweep);
      for (const unsubscribe of unsubscribes) unsubscribe();
      unsubscribeLost();
      unsubscribeResync();
      unsubscribeSessionsEnded();
      closeAll(1001, "Server shutting down");
    },
  };
}

function countSessionSockets(room: ReadonlySet<Member>, sessionId: string): number {
  let count = 0;
  for (const member of room) if (member.sessionId === sessionId) count++;
  return count;
}
