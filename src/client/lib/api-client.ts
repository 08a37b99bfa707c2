import { OPERATOR_ENDED_CODE, OPERATOR_HEADER, PIN_REQUIRED_CODE } from "@/domain/api/devices";
import { LOCATION_HEADER } from "@/domain/api/locations";
import { noteResponse } from "./offline-state";
import { askForOperator, currentOperator, forgetOperator, renewOperator } from "./operator-store";

/**
 * The one HTTP client, applying the API's rules in one place: cookies always
 * sent, a JSON content type only when there is a body, and any non-OK response raised as
 * Error("<status>: <body text or status text>"). On a kitchen device it also carries the
 * token of the person identified by PIN, and asks for a PIN when the server wants one. A
 * call may name the location it is for (the All locations board acts on each order there).
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

export type RequestOptions = {
  /**
   * The person identified on a kitchen device (docs/devices.md). "ask", the default: send
   * their token, and when the server wants a PIN (or the token ended) ask who is there and
   * try once more. "omit": neither, for the calls that identify someone, which must never
   * wait on the question they answer.
   */
  operator?: "ask" | "omit";
  /**
   * The location (restaurant id) this one call is for, sent as LOCATION_HEADER; left out,
   * the location this browser works at.
   */
  location?: string;
};

/**
 * What a call about one order (or another thing of a location) carries when the thing may be
 * at another location than the browser's: the All locations dashboard passes each order's.
 */
export type AtLocation = { locationId?: string };

/** One call, tried once more with a person's token when the device asked who is there. */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  { operator: mode = "ask", location }: RequestOptions = {},
): Promise<Response> {
  const token = mode === "omit" ? null : (currentOperator()?.token ?? null);
  const response = await send({ method, url, body, token, location });
  if (response.ok) {
    renewFrom(response, token);
    return response;
  }
  const error = await toApiError(response);
  if (mode === "omit") throw error;
  const hasEnded = error.status === 401 && error.code === OPERATOR_ENDED_CODE;
  if (hasEnded && token) forgetOperator(token);
  const retryToken = await tokenForRetry({ error, method, hasEnded });
  if (retryToken === undefined) throw error;
  const retried = await send({ method, url, body, token: retryToken, location });
  if (!retried.ok) throw await toApiError(retried);
  renewFrom(retried, retryToken);
  return retried;
}

/** A change the person made came back with their token renewed: hold the new one. */
function renewFrom(response: Response, token: string | null): void {
  const renewed = response.headers.get(OPERATOR_HEADER);
  if (token && renewed) renewOperator(token, renewed);
}

type SendOptions = {
  method: HttpMethod;
  url: string;
  body: unknown;
  token: string | null;
  location?: string;
};

async function send({ method, url, body, token, location }: SendOptions): Promise<Response> {
  const hasBody = body !== undefined;
  const headers: Record<string, string> = {};
  if (hasBody) headers["Content-Type"] = "application/json";
  if (token) headers[OPERATOR_HEADER] = token;
  if (location) headers[LOCATION_HEADER] = location;
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  // A copy the service worker answered with, for want of a connection, or the server itself.
  noteResponse(response);
  return response;
}

async function toApiError(response: Response): Promise<ApiError> {
  return new ApiError(response.status, (await response.text()).trim(), response.statusText);
}

/**
 * The token to try a refused call again with: a new person's, once they entered their PIN;
 * null to try without one; undefined when the refusal stands. A read whose token ended is
 * tried again as Kitchen without asking: nobody chose to act, and the session check must
 * not take an ended token for a signed-out device.
 */
async function tokenForRetry({
  error,
  method,
  hasEnded,
}: {
  error: ApiError;
  method: HttpMethod;
  hasEnded: boolean;
}): Promise<string | null | undefined> {
  const needsPin = error.status === 403 && error.code === PIN_REQUIRED_CODE;
  if (!hasEnded && !needsPin) return undefined;
  if (hasEnded && method === "GET") return null;
  const operator = await askForOperator({
    code: error.code ?? "",
    message: error.serverMessage ?? "",
  });
  return operator ? operator.token : undefined;
}

async function parseJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text === "" ? undefined : JSON.parse(text)) as T;
}

export type On401 = "throw" | "returnNull";

/** A read: GET, parsed JSON. With `on401: "returnNull"`, "not signed in" yields null. */
export async function apiGet<T>(
  url: string,
  options: { on401?: On401 } & RequestOptions = {},
): Promise<T | null> {
  try {
    return await parseJson<T>(await apiRequest("GET", url, undefined, options));
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
  options?: RequestOptions,
): Promise<T> {
  return parseJson<T>(await apiRequest(method, url, body, options));
}

/** The server's message for a failed call, or the screen's own words when there is none. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;
}
