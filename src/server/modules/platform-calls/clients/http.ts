import { type AddressGuard, NotPublicAddressError } from "../../../lib/address-guard";
import { messageOf, type ReadErrorMessage } from "./platform-message";
import { type HttpAnswer, requestPublicAddress, UnusableAddressError } from "./public-request";

/**
 * One HTTP call to a platform and what its answer means for the outbox
 * (docs/platform-calls.md): 2xx is done; 429, 5xx, a timeout or no answer are tried again
 * later; any other answer (a 409 included) is the platform refusing, shown to staff with
 * its own words and never retried on its own. A code means more only where that platform
 * documents it for that call (`meanings`): Grubhub's 409 to a menu upload while another
 * is running is "try again later", never "published".
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
  /**
   * The address is one a restaurant gave (a live store's own URL): the call connects only
   * to addresses this guard allows, follows no redirect, and a refusal is shown in words
   * read by `errorMessage` alone (decision 137).
   */
  addressGuard?: AddressGuard;
  /** The platform's documented error fields; the usual ones when not given. */
  errorMessage?: ReadErrorMessage;
  /** Codes this call's platform documents with a meaning of their own, and the words. */
  meanings?: Readonly<Record<number, StatusMeaning>>;
};

/** A documented code: the call is done ("already done"), or tried again later. */
export type StatusMeaning = { kind: "done" | "retry"; message: string };

export const CALL_TIMEOUT_MS = 10_000;

export const NOT_PUBLIC_MESSAGE = "The store's address is not a public address";
export const UNUSABLE_ADDRESS_MESSAGE = "The store's address is not a valid https:// address";

export async function sendHttp(request: HttpRequest): Promise<CallOutcome> {
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  const options = {
    method: request.method,
    url: request.url,
    headers: {
      accept: "application/json",
      ...(body !== undefined && { "content-type": "application/json" }),
      ...request.headers,
    },
    body,
    timeoutMs: request.timeoutMs ?? CALL_TIMEOUT_MS,
  };
  let answer: HttpAnswer;
  try {
    answer = request.addressGuard
      ? await requestPublicAddress({ ...options, guard: request.addressGuard })
      : await fetchAnswer(options);
  } catch (error) {
    return failureOutcome(error);
  }
  const json = parseJson(answer.text);
  if (answer.status >= 200 && answer.status < 300) {
    return { kind: "done", status: answer.status, body: json };
  }
  const meaning = request.meanings?.[answer.status];
  if (meaning?.kind === "done") {
    return { kind: "done", status: answer.status, body: json, note: meaning.message };
  }
  if (meaning?.kind === "retry") {
    return { kind: "retry", status: answer.status, message: meaning.message };
  }
  if (request.addressGuard && answer.location !== null && isRedirect(answer.status)) {
    return { kind: "refused", status: answer.status, message: redirectMessage(answer.location) };
  }
  const message = messageOf({ json, status: answer.status, read: request.errorMessage });
  if (answer.status === 429 || answer.status >= 500) {
    return { kind: "retry", status: answer.status, message };
  }
  return { kind: "refused", status: answer.status, message };
}

/** A platform's fixed address, or OrderDock's own twin: `fetch`, and no redirect taken. */
async function fetchAnswer(options: {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
}): Promise<HttpAnswer> {
  const response = await fetch(options.url, {
    method: options.method,
    headers: options.headers,
    body: options.body,
    signal: AbortSignal.timeout(options.timeoutMs),
    redirect: "error",
  });
  const text = await response.text().catch(() => "");
  return { status: response.status, text, location: response.headers.get("location") };
}

/** No answer: a refusal when OrderDock will not call the address, else tried again. */
function failureOutcome(error: unknown): CallOutcome {
  if (error instanceof NotPublicAddressError) {
    return { kind: "refused", status: 0, message: NOT_PUBLIC_MESSAGE };
  }
  if (error instanceof UnusableAddressError) {
    return { kind: "refused", status: 0, message: UNUSABLE_ADDRESS_MESSAGE };
  }
  const timedOut = error instanceof Error && error.name === "TimeoutError";
  return {
    kind: "retry",
    status: null,
    message: timedOut ? "No answer in time" : "Could not be reached",
  };
}

const isRedirect = (status: number) => [301, 302, 303, 307, 308].includes(status);

/**
 * A store's address that redirects is refused, not followed: staff are told where it
 * leads (its origin only), so the owner can save that address.
 */
function redirectMessage(location: string): string {
  const target = URL.canParse(location) ? new URL(location) : null;
  const origin =
    target && ["http:", "https:"].includes(target.protocol) ? target.origin.slice(0, 200) : null;
  return origin
    ? `The store's address redirects to ${origin}: save the address it leads to`
    : "The store's address redirects elsewhere: save the address it leads to";
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
