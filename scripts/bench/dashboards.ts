import WebSocket from "ws";

/**
 * Dashboards listening on /ws, as the browser's would: each socket carries the session
 * cookie, is counted as joined once it has answered a PING (the server puts a socket in
 * its restaurant's room before it answers), and records when every order message arrives.
 * An event is complete when every socket has it; its time is when the last one got it.
 */
export type Arrival = {
  count: number;
  firstAt: number;
  lastAt: number;
  /** The last arrival per group (e.g. per server instance). */
  lastByGroup: number[];
};

export type Dashboards = {
  size: number;
  arrival(type: string, orderId: string): Arrival | undefined;
  /** Resolves with the arrival once every socket has the event, or null after the timeout. */
  whenAll(type: string, orderId: string, timeoutMs: number): Promise<Arrival | null>;
  close(): Promise<void>;
};

type Waiter = (arrival: Arrival) => void;

export async function openDashboards({
  urls,
  cookie,
  count,
  batch = 100,
}: {
  /** Server base URLs; sockets are spread round-robin over them (group = index). */
  urls: string[];
  cookie: string;
  count: number;
  batch?: number;
}): Promise<Dashboards> {
  const arrivals = new Map<string, Arrival>();
  const waiters = new Map<string, Waiter>();
  const sockets: WebSocket[] = [];

  const record = (group: number, data: WebSocket.RawData) => {
    const at = performance.now();
    const message = JSON.parse(data.toString()) as { type: string; order?: { id: string } };
    if (!message.order) return;
    const key = `${message.type}:${message.order.id}`;
    let arrival = arrivals.get(key);
    if (!arrival) {
      arrival = { count: 0, firstAt: at, lastAt: at, lastByGroup: urls.map(() => Number.NaN) };
      arrivals.set(key, arrival);
    }
    arrival.count += 1;
    arrival.lastAt = at;
    arrival.lastByGroup[group] = at;
    if (arrival.count === count) waiters.get(key)?.(arrival);
  };

  const open = (index: number) =>
    new Promise<WebSocket>((resolve, reject) => {
      const group = index % urls.length;
      const socket = new WebSocket(`${urls[group]?.replace(/^http/, "ws")}/ws`, {
        headers: { cookie },
      });
      const fail = (reason: unknown) => reject(new Error(`socket ${index}: ${String(reason)}`));
      socket.once("error", fail);
      socket.once("close", (code) => fail(`closed with ${code}`));
      socket.once("open", () => socket.send(JSON.stringify({ type: "PING" })));
      socket.once("message", (data) => {
        if (!data.toString().includes('"PONG"')) return fail(`expected PONG, got ${data}`);
        socket.removeAllListeners();
        socket.on("message", (next) => record(group, next));
        socket.on("error", () => {});
        resolve(socket);
      });
    });

  for (let start = 0; start < count; start += batch) {
    const size = Math.min(batch, count - start);
    sockets.push(
      ...(await Promise.all(Array.from({ length: size }, (_, offset) => open(start + offset)))),
    );
  }

  return {
    size: count,
    arrival: (type, orderId) => arrivals.get(`${type}:${orderId}`),
    whenAll: (type, orderId, timeoutMs) => {
      const key = `${type}:${orderId}`;
      const done = arrivals.get(key);
      if (done && done.count >= count) return Promise.resolve(done);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiters.delete(key);
          resolve(null);
        }, timeoutMs);
        waiters.set(key, (arrival) => {
          clearTimeout(timer);
          waiters.delete(key);
          resolve(arrival);
        });
      });
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
