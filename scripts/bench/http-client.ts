import http from "node:http";
import zlib from "node:zlib";

/**
 * A keep-alive HTTP/1.1 client on node:http, the same for every benchmark that sends
 * requests, so their figures compare: the engine's routes, /healthz, /readyz and the bare
 * Fastify route all pay the same client cost. A compressed reply (asked for with
 * Accept-Encoding, as a browser does) is decoded, as a browser decodes it.
 */
export type Reply = {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
  /** The body's size as it travelled (compressed, when it was). */
  bytes: number;
};

export type HttpClient = {
  /** A JSON body (serialised here), and headers for this request beside the client's own. */
  request(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Reply>;
  /** A body sent exactly as given (a signed webhook's bytes), with its own headers. */
  send(method: string, path: string, body: string, headers: Record<string, string>): Promise<Reply>;
  close(): void;
};

export function createHttpClient(
  baseUrl: string,
  headers: Record<string, string> = {},
  { maxSockets = 512 }: { maxSockets?: number } = {},
): HttpClient {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const send = (
    method: string,
    path: string,
    payload: string | undefined,
    extra: Record<string, string>,
  ) =>
    new Promise<Reply>((resolve, reject) => {
      const request = http.request(
        {
          agent,
          hostname,
          port,
          method,
          path,
          headers: {
            ...headers,
            ...(payload === undefined
              ? {}
              : {
                  "content-type": "application/json",
                  "content-length": Buffer.byteLength(payload),
                }),
            ...extra,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const bytes = Buffer.concat(chunks);
            resolve({
              status: response.statusCode ?? 0,
              body: decode(bytes, response.headers["content-encoding"]),
              headers: response.headers,
              bytes: bytes.length,
            });
          });
          response.on("error", reject);
        },
      );
      request.on("error", reject);
      request.end(payload);
    });
  return {
    request: (method, path, body, extra = {}) =>
      send(method, path, body === undefined ? undefined : JSON.stringify(body), extra),
    send: (method, path, body, extra) => send(method, path, body, extra),
    close: () => agent.destroy(),
  };
}

function decode(bytes: Buffer, encoding: string | undefined): string {
  if (encoding === "br") return zlib.brotliDecompressSync(bytes).toString("utf8");
  if (encoding === "gzip") return zlib.gunzipSync(bytes).toString("utf8");
  return bytes.toString("utf8");
}
