import { vi } from "vitest";

export type StubReply = { status?: number; body?: unknown; headers?: Record<string, string> };
export type StubRequest = {
  url: URL;
  method: string;
  body: unknown;
  /** The request's headers, names in lower case. */
  headers: Record<string, string>;
};
export type StubRoute = (request: StubRequest) => StubReply | Promise<StubReply>;

/**
 * Replaces global fetch for one test: `routes` answers by "METHOD /path" (query left off),
 * and every call is kept so a test can check what was sent. An unknown route is a 404. A
 * route may answer later (a promise), to look at the screen while a call is on its way.
 */
export function stubFetch(routes: Record<string, StubReply | StubRoute>) {
  const calls: StubRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost");
    const method = init.method ?? "GET";
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const request = { method, url, body, headers };
    calls.push(request);
    const route = routes[`${method} ${url.pathname}`];
    const reply = typeof route === "function" ? await route(request) : (route ?? { status: 404 });
    // No body at all rather than an empty one: a 204 may not carry one.
    const text = reply.body === undefined ? null : JSON.stringify(reply.body);
    return new Response(text, {
      status: reply.status ?? 200,
      headers: { "Content-Type": "application/json", ...reply.headers },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}
