import http from "node:http";

/**
 * A keep-alive HTTP/1.1 client on node:http, the same for every benchmark that sends
 * requests, so their figures compare: the engine's routes, /healthz, /readyz and the bare
 * Fastify route all pay the same client cost.
 */
export type Reply = { status: number; body: string; headers: http.IncomingHttpHeaders };

export type HttpClient = {
  request(method: string, path: string, body?: unknown): Promise<Reply>;
  close(): void;
};

export function createHttpClient(
  baseUrl: string,
  headers: Record<string, string> = {},
): HttpClient {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  return {
    request: (method, path, body) =>
      new Promise<Reply>((resolve, reject) => {
        const payload = body === undefined ? undefined : JSON.stringify(body);
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
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () =>
              resolve({
                status: response.statusCode ?? 0,
                body: Buffer.concat(chunks).toString("utf8"),
                headers: response.headers,
              }),
            );
            response.on("error", reject);
          },
        );
        request.on("error", reject);
        request.end(payload);
      }),
    close: () => agent.destroy(),
  };
}
