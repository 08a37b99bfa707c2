import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { type AddressGuard, bareHost } from "../../../lib/address-guard";

/**
 * One request to an address a restaurant gave (decision 137). The connection's lookup is
 * the guard: the host is resolved when the socket connects and the socket goes only to the
 * addresses the guard returned, all public. A literal address is connected to without a
 * lookup, so the guard judges it first. No redirect is followed: a 3xx is the answer. The
 * answer is read up to 1 MB; a platform's order or error is a few kilobytes.
 */
export type HttpAnswer = { status: number; text: string; location: string | null };

export type PublicRequestOptions = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  guard: AddressGuard;
};

const MAX_ANSWER_BYTES = 1_000_000;

/** The saved address cannot be called at all (not http(s), or with a user name in it). */
export class UnusableAddressError extends Error {
  constructor() {
    super("not an http(s) address without credentials");
    this.name = "UnusableAddressError";
  }
}

export async function requestPublicAddress({
  method,
  url,
  headers,
  body,
  timeoutMs,
  guard,
}: PublicRequestOptions): Promise<HttpAnswer> {
  const target = URL.canParse(url) ? new URL(url) : null;
  const hasCredentials = Boolean(target?.username || target?.password);
  if (!target || !["http:", "https:"].includes(target.protocol) || hasCredentials) {
    throw new UnusableAddressError();
  }
  const host = bareHost(target.hostname);
  if (isIP(host)) await guard(host);
  const transport = target.protocol === "https:" ? https : http;
  return new Promise<HttpAnswer>((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    const fail = (error: Error) => {
      clearTimeout(timer);
      request.destroy();
      reject(error);
    };
    const request = transport.request(
      target,
      {
        method,
        headers: {
          ...headers,
          ...(body !== undefined && { "content-length": String(Buffer.byteLength(body)) }),
        },
        agent: false,
        lookup: lookupThrough(guard),
      },
      (response) => {
        readText(response).then((text) => {
          clearTimeout(timer);
          resolve({
            status: response.statusCode ?? 0,
            text,
            location: response.headers.location ?? null,
          });
        }, fail);
      },
    );
    request.on("error", fail);
    timer = setTimeout(() => fail(timeoutError()), timeoutMs);
    request.end(body);
  });
}

/** Named as `fetch`'s own timeout is, so both read "No answer in time". */
function timeoutError(): Error {
  const error = new Error("no answer in time");
  error.name = "TimeoutError";
  return error;
}

/** The socket's lookup, through the guard; only the family asked for when one is. */
function lookupThrough(guard: AddressGuard): LookupFunction {
  return (hostname, options, callback) => {
    guard(hostname).then(
      (addresses) => {
        const family =
          options.family === "IPv4" ? 4 : options.family === "IPv6" ? 6 : options.family;
        const usable = family ? addresses.filter((each) => each.family === family) : addresses;
        const [first] = usable;
        if (!first) {
          const error = Object.assign(new Error(`${hostname} has no usable address`), {
            code: "ENOTFOUND",
          });
          callback(error, "", 0);
        } else if (options.all) callback(null, usable);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 0),
    );
  };
}

async function readText(response: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    const buffer = chunk as Buffer;
    chunks.push(buffer);
    size += buffer.length;
    if (size >= MAX_ANSWER_BYTES) {
      response.destroy();
      break;
    }
  }
  return Buffer.concat(chunks).subarray(0, MAX_ANSWER_BYTES).toString("utf8");
}
