import { noteResponse } from "./offline-state";

/**
 * The one HTTP client, applying the API's rules in one place: cookies always
 * sent, a JSON content type only when there is a body, and any non-OK response raised as
 * Error("<status>: <body text or status text>").
 */
export class ApiError extends Error {
  override name = "ApiError";

  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** The server's `message` when the body is the server's JSON error, else null. */
  get serverMessage(): string | null {
    return this.#field("message");
  }

  /** The server's error `code` ("INVALID_STATUS_CHANGE"), to tell one refusal from another. */
  get code(): string | null {
    return this.#field("code");
  }

  #field(name: "message" | "code"): string | null {
    try {
      const parsed: unknown = JSON.parse(this.body);
      const value = (parsed as Record<string, unknown> | null)?.[name];
      return typeof value === "string" && value !== "" ? value : null;
    } catch {
      return null;
    }
  }
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
): Promise<Response> {
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: hasBody ? { "Content-Type": "application/json" } : {},
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  // A copy the service worker answered with, for want of a connection, or the server itself.
  noteResponse(response);
  if (!response.ok) {
    throw new ApiError(response.status, (await response.text()).trim(), response.statusText);
  }
  return response;
}

async function parseJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text === "" ? undefined : JSON.parse(text)) as T;
}

export type On401 = "throw" | "returnNull";

/** A read: GET, parsed JSON. With `on401: "returnNull"`, "not signed in" yields null. */
export async function apiGet<T>(url: string, options: { on401?: On401 } = {}): Promise<T | null> {
  try {
    return await parseJson<T>(await apiRequest("GET", url));
  } catch (error) {
    if (options.on401 === "returnNull" && error instanceof ApiError && error.status === 401) {
      return null;
    }
    throw error;
  }
}

/** A write with an optional JSON body; resolves with the parsed JSON answer, if any. */
export async function apiSend<T>(
  method: Exclude<HttpMethod, "GET">,
  url: string,
  body?: unknown,
): Promise<T> {
  return parseJson<T>(await apiRequest(method, url, body));
}

/** The server's message for a failed call, or the screen's own words when there is none. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;
}
