import type { TwinRequest, TwinResponse } from "./twin-types";

/**
 * The twin's HTTP, as a printer does it: every request to the configured address, with the
 * user and password (when set) as HTTP Basic on each one, and a time limit so a server
 * that never answers cannot hang the printer.
 */

export type TwinHttpOptions = {
  fetch: typeof fetch;
  user?: string;
  password?: string;
  timeoutMs: number;
};

export function createTwinHttp({ fetch, user, password, timeoutMs }: TwinHttpOptions) {
  const authorization =
    user !== undefined || password !== undefined
      ? `Basic ${Buffer.from(`${user ?? ""}:${password ?? ""}`).toString("base64")}`
      : null;
  return async (request: TwinRequest): Promise<TwinResponse> => {
    const headers: Record<string, string> = {};
    if (request.contentType) headers["content-type"] = request.contentType;
    if (authorization) headers.authorization = authorization;
    // A timer of our own, cleared with the answer, so a stopped twin leaves none behind.
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`No answer within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers,
        body: request.body,
        signal: controller.signal,
      });
      return {
        status: response.status,
        contentType: response.headers.get("content-type") ?? "",
        headers: response.headers,
        body: Buffer.from(await response.arrayBuffer()),
      };
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * The printer's address with its own parameters added. The address stays exactly as
 * configured (a secret in its path or query included); values are percent-encoded, so
 * "200 OK" goes as `200%20OK`. A parameter with a null value is left out; one with
 * `true` is written bare (`&delete`).
 */
export function withQuery(url: string, parameters: Array<[string, string | true | null]>): string {
  const query = parameters
    .filter((parameter): parameter is [string, string | true] => parameter[1] !== null)
    .map(([name, value]) => (value === true ? name : `${name}=${encodeURIComponent(value)}`))
    .join("&");
  if (!query) return url;
  const hashAt = url.indexOf("#");
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const separator = !base.includes("?") ? "?" : base.endsWith("?") || base.endsWith("&") ? "" : "&";
  return `${base}${separator}${query}`;
}

/** The media type without its parameters, in lower case: "text/plain; charset=utf-8" → "text/plain". */
export function baseMediaType(mediaType: string): string {
  return (mediaType.split(";")[0] ?? "").trim().toLowerCase();
}

export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`;
}
