/**
 * One HTTP call to a platform and what its answer means for the outbox
 * (docs/platform-calls.md): 2xx is done; 409 means the platform already holds that state
 * (Uber answers a second accept with `resource_status_conflict`), so it is done too; 429,
 * 5xx, a timeout or no answer are tried again later; any other 4xx is the platform
 * refusing, shown to staff with its own words and never retried on its own.
 */
export type CallOutcome =
  /** `note`: nothing was sent, and why (the platform has no call for this order). */
  | { kind: "done"; status: number; body: unknown; reference?: string; note?: string }
  | { kind: "retry"; status: number | null; message: string }
  | { kind: "refused"; status: number; message: string };

export type HttpRequest = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  headers: Record<string, string>;
  body?: unknown;
  timeoutMs?: number;
};

export const CALL_TIMEOUT_MS = 10_000;

export async function sendHttp(request: HttpRequest): Promise<CallOutcome> {
  let response: Response;
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: {
        accept: "application/json",
        ...(body !== undefined && { "content-type": "application/json" }),
        ...request.headers,
      },
      body,
      signal: AbortSignal.timeout(request.timeoutMs ?? CALL_TIMEOUT_MS),
      redirect: "error",
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    return {
      kind: "retry",
      status: null,
      message: timedOut ? "No answer in time" : "Could not be reached",
    };
  }
  const text = await response.text().catch(() => "");
  const json = parseJson(text);
  if (response.ok || response.status === 409) {
    return { kind: "done", status: response.status, body: json };
  }
  const message = messageOf(json, text, response.status);
  if (response.status === 429 || response.status >= 500) {
    return { kind: "retry", status: response.status, message };
  }
  return { kind: "refused", status: response.status, message };
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The platform's own words: `message`, `error`, the first of `errors`, else the status. */
export function messageOf(json: unknown, text: string, status: number): string {
  const found = findMessage(json);
  const words =
    found ?? (json === null && text.trim() && !text.trimStart().startsWith("<") ? text : null);
  return (words ?? `HTTP ${status}`).replace(/\s+/g, " ").trim().slice(0, 300);
}

function findMessage(value: unknown): string | null {
  if (typeof value === "string") return value || null;
  if (Array.isArray(value)) return value.length > 0 ? findMessage(value[0]) : null;
  if (!value || typeof value !== "object") return null;
  const record = value as Record<string, unknown>;
  for (const key of ["message", "error_description", "error", "errors", "detail", "code"]) {
    const found = findMessage(record[key]);
    if (found) return found;
  }
  return null;
}
