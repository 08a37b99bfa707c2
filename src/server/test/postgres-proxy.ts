import net from "node:net";
import { databaseName, withAdminClient } from "./postgres-admin";

/**
 * A TCP proxy in front of the test PostgreSQL server, so a test can take "the database" away
 * from one app without touching the server every other test file shares:
 *
 * - `restartBegin()` acts like a server going down: every backend of the database is
 *   terminated the way a fast shutdown does (FATAL 57P01), and new connections are refused
 *   (ECONNREFUSED) until `restartEnd()`.
 * - `freeze()` acts like a network path gone quiet: connections stay open but carry nothing,
 *   in either direction, until `thaw()`.
 */
export type PostgresProxy = {
  /** The database's URL through the proxy. */
  url: string;
  restartBegin(): Promise<void>;
  restartEnd(): Promise<void>;
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
};

type Pair = { client: net.Socket; upstream: net.Socket };

export async function createPostgresProxy(targetUrl: string): Promise<PostgresProxy> {
  const target = new URL(targetUrl);
  const pairs = new Set<Pair>();
  let isFrozen = false;

  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const pair = { client, upstream };
    pairs.add(pair);
    client.pipe(upstream);
    upstream.pipe(client);
    if (isFrozen) pause(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const port = await listen(0);

  const proxied = new URL(targetUrl);
  proxied.hostname = "127.0.0.1";
  proxied.port = String(port);

  // Unpiped and paused, a socket keeps what arrives in its buffer; piped again, it flows on.
  const pause = ({ client, upstream }: Pair) => {
    client.unpipe(upstream);
    upstream.unpipe(client);
    client.pause();
    upstream.pause();
  };
  const resume = ({ client, upstream }: Pair) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };

  return {
    url: proxied.toString(),
    restartBegin: async () => {
      // `server.close` only stops new connections; the open ones end below.
      const closing = stopListening();
      await withAdminClient((admin) =>
        admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
          [databaseName(targetUrl)],
        ),
      );
      for (const { client } of pairs) client.destroy();
      await closing;
    },
    restartEnd: async () => {
      await listen(port);
    },
    freeze: () => {
      isFrozen = true;
      for (const pair of pairs) pause(pair);
    },
    thaw: () => {
      isFrozen = false;
      for (const pair of pairs) resume(pair);
    },
    close: async () => {
      const closing = stopListening();
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      await closing;
    },
  };
}
