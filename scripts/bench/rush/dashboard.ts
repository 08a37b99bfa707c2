import WebSocket from "ws";
import type { HttpClient } from "../http-client";
import { summarize } from "../stats";
import type { RushRestaurant } from "./seed";
import type { ReloadRule } from "./settings";
import type { RushTracker } from "./tracker";

/**
 * One dashboard per restaurant, as the real client behaves (client/features/orders/
 * components/live-orders.tsx): a socket on /ws with the owner's session, and a reload of
 * the list (GET /api/orders at the dashboard's page size) on every message, or only on
 * NEW_ORDER with BENCH_RUSH_RELOADS=new; a PING every 15 s, without which the server closes
 * an idle socket. Only whether a reply holds an awaited order's id is looked at, so the
 * load generator spends little on replies it does not need.
 */
export const DASHBOARD_LIST = "/api/orders?limit=2000";

/** As the client's PING_INTERVAL_MS (client/lib/realtime-client.ts). */
const PING_INTERVAL_MS = 15_000;

/** What the browser adds to every request: the encodings Chromium accepts. */
export const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br, zstd" } as const;

export type RushDashboards = {
  /** Reloads the restaurant's list, as a status change's own reply does. */
  reload(restaurant: RushRestaurant): void;
  stats(): {
    messages: number;
    reloads: number;
    reloadErrors: number;
    reloadP50Ms: number;
    reloadP99Ms: number;
    /** As sent (compressed when the server compressed it). */
    reloadKb: number;
    closed: number;
  };
  resetStats(): void;
  close(): Promise<void>;
};

type Message = { type: string; order?: { id: string } };

export async function openRushDashboards({
  url,
  restaurants,
  client,
  tracker,
  reloads,
  batch = 100,
}: {
  url: string;
  restaurants: readonly RushRestaurant[];
  client: HttpClient;
  tracker: () => RushTracker | null;
  /** "none": sockets only, for the ingest peak. */
  reloads: ReloadRule | "none";
  batch?: number;
}): Promise<RushDashboards> {
  const sockets: WebSocket[] = [];
  let reloadMs: number[] = [];
  let reloadBytes = 0;
  let reloadErrors = 0;
  let messages = 0;
  let closed = 0;

  const reload = (restaurant: RushRestaurant) => {
    const began = performance.now();
    client
      .request("GET", DASHBOARD_LIST, undefined, { ...BROWSER_HEADERS, cookie: restaurant.cookie })
      .then((reply) => {
        const at = performance.now();
        if (reply.status !== 200) {
          reloadErrors += 1;
          return;
        }
        reloadMs.push(at - began);
        reloadBytes += reply.bytes;
        tracker()?.reloaded(restaurant.id, reply.body, at);
      })
      .catch(() => {
        reloadErrors += 1;
      });
  };

  const open = (restaurant: RushRestaurant) =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(`${url.replace(/^http/, "ws")}/ws`, {
        headers: { cookie: restaurant.cookie },
      });
      const fail = (reason: unknown) => reject(new Error(`socket: ${String(reason)}`));
      socket.once("error", fail);
      socket.once("close", (code) => fail(`closed with ${code}`));
      socket.once("open", () => socket.send(JSON.stringify({ type: "PING" })));
      socket.once("message", (data) => {
        if (!data.toString().includes('"PONG"')) return fail(`expected PONG, got ${data}`);
        socket.removeAllListeners();
        socket.on("message", (raw) => {
          const at = performance.now();
          const message = JSON.parse(raw.toString()) as Message;
          // The answers to PING are not order messages: the client does nothing with them.
          if (!message.order) return;
          messages += 1;
          if (message.type === "NEW_ORDER")
            tracker()?.newOrder(restaurant.id, message.order.id, at);
          if (reloads === "every" || (reloads === "new" && message.type === "NEW_ORDER"))
            reload(restaurant);
        });
        const ping = setInterval(
          () => socket.send(JSON.stringify({ type: "PING" })),
          PING_INTERVAL_MS,
        );
        socket.on("close", () => {
          clearInterval(ping);
          closed += 1;
        });
        socket.on("error", () => {});
        resolve(socket);
      });
    });

  for (let start = 0; start < restaurants.length; start += batch)
    sockets.push(...(await Promise.all(restaurants.slice(start, start + batch).map(open))));

  return {
    reload: (restaurant) => {
      if (reloads === "every") reload(restaurant);
    },
    stats: () => {
      const summary = summarize(reloadMs);
      return {
        messages,
        reloads: reloadMs.length,
        reloadErrors,
        reloadP50Ms: summary.p50,
        reloadP99Ms: summary.p99,
        reloadKb: reloadMs.length > 0 ? reloadBytes / reloadMs.length / 1024 : 0,
        closed,
      };
    },
    resetStats: () => {
      reloadMs = [];
      reloadBytes = 0;
      reloadErrors = 0;
      messages = 0;
    },
    close: async () => {
      await Promise.all(
        sockets.map(
          (socket) =>
            new Promise<void>((resolve) => {
              if (socket.readyState === WebSocket.CLOSED) return resolve();
              socket.once("close", () => resolve());
              socket.close();
              setTimeout(() => {
                socket.terminate();
                resolve();
              }, 2000).unref();
            }),
        ),
      );
    },
  };
}
