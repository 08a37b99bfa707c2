import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small HTTP server on 127.0.0.1 that keeps every request it receives and answers each
 * with the test's answer: an internal service a call must never reach, or a store's site.
 */
export type RecordedRequest = { method: string; url: string; headers: IncomingMessage["headers"] };
export type RecordedAnswer = { status: number; headers?: Record<string, string>; body: string };

export type RecordingServer = {
  port: number;
  hits: RecordedRequest[];
  close(): Promise<void>;
};

export async function startRecordingServer(
  answer: (request: RecordedRequest) => RecordedAnswer,
): Promise<RecordingServer> {
  const hits: RecordedRequest[] = [];
  const server: Server = createServer((request, response) => {
    const hit = {
      method: request.method ?? "",
      url: request.url ?? "",
      headers: request.headers,
    };
    hits.push(hit);
    request.resume();
    request.on("end", () => {
      const { status, headers = {}, body } = answer(hit);
      response.writeHead(status, { "content-type": "text/plain", ...headers });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
