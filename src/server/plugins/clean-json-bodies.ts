import { parse as parseQuery } from "node:querystring";
import { parse as parseUnescapedQuery } from "fast-querystring";
import type { FastifyInstance } from "fastify";
import { replaceUnsafeText } from "../../domain/unicode";
import { badRequest } from "../errors";
import { cleanJson } from "../lib/clean-json";

/**
 * Every JSON body, query string and path parameter the app receives is made storable before
 * a route reads it (decision 093): NUL characters and lone surrogates become U+FFFD, so no
 * form, API call or webhook can make PostgreSQL refuse a write with a 500. A body nested deeper than any
 * form needs is refused with a 400, as is one that tries to set an object's prototype.
 * Webhooks keep their raw bytes (their signatures cover them) and clean after verifying.
 */
export const MAX_JSON_DEPTH = 64;
const JSON_BODY_LIMIT = 1024 * 1024;

export function registerCleanJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string", bodyLimit: JSON_BODY_LIMIT },
    (_request, body, done) => {
      const text = String(body);
      if (text === "") {
        return done(
          badRequest("The request body is empty: send JSON or no content type", "EMPTY_JSON_BODY"),
          undefined,
        );
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return done(badRequest("The request body is not valid JSON", "INVALID_JSON"), undefined);
      }
      if (needsNoCleaning(text)) return done(null, parsed);
      const cleaned = cleanJson(parsed);
      if (cleaned.hasProtoKey) {
        return done(
          badRequest("The request body may not set __proto__", "INVALID_JSON"),
          undefined,
        );
      }
      if (cleaned.depth > MAX_JSON_DEPTH) {
        return done(badRequest("The request body is nested too deeply", "INVALID_JSON"), undefined);
      }
      return done(null, cleaned.value);
    },
  );
  // An address's parameters are text the client chose too ("/orders/%00/cancel").
  // A callback hook, not an async one: it runs on every request, a printer's poll included.
  app.addHook("onRequest", (request, _reply, done) => {
    const params = (request.params ?? {}) as Record<string, unknown>;
    for (const name in params) {
      const value = params[name];
      if (typeof value === "string") params[name] = replaceUnsafeText(value);
    }
    done();
  });
}

/**
 * Whether a JSON text is already storable as parsed, so the walk can be skipped (most
 * bodies, and every printer's poll): NUL and surrogates can only be written as `\u`
 * escapes in JSON, a `__proto__` key only with those letters or escapes, and a text with
 * fewer brackets than the depth limit cannot nest deeper.
 */
function needsNoCleaning(text: string): boolean {
  if (text.includes("\\u") || text.includes("__proto__")) return false;
  let brackets = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    // "{" and "["; one inside a string counts too, which only errs on the safe side.
    if ((code === 123 || code === 91) && ++brackets > MAX_JSON_DEPTH) return false;
  }
  return true;
}

/** The query string as Fastify would read it, with every key and value made storable. */
export function parseCleanQuery(query: string): Record<string, unknown> {
  // Nothing escaped (a printer's key and job token): split as it stands, several times
  // faster; both parsers read such a query the same way.
  const isEscaped = query.includes("%") || query.includes("+");
  const parsed = isEscaped ? parseQuery(query) : parseUnescapedQuery(query);
  // Decoding yields U+FFFD for bytes that are not UTF-8, so only "%00" can bring in NUL;
  // without it and without a `__proto__` key the parse is storable as it is.
  if (!query.includes("%00") && !Object.hasOwn(parsed, "__proto__")) {
    return Object.assign({}, parsed);
  }
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    const name = replaceUnsafeText(key);
    if (name === "__proto__") continue;
    clean[name] = Array.isArray(value)
      ? value.map(replaceUnsafeText)
      : replaceUnsafeText(value ?? "");
  }
  return clean;
}
