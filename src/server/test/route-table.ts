import type { RouteOptions } from "fastify";
import { z } from "zod";

/**
 * Every route the real app registers, as the proof tests see it: collected by `buildApp`'s
 * `onRoute` while the app is built, so a route added later is fuzzed and checked for tenant
 * isolation without anyone editing the tests.
 */
export type TestRoute = {
  method: string;
  /** Fastify's pattern, e.g. `/api/orders/:id`. */
  url: string;
  /** The path's parameters in order (`*` for a wildcard). */
  paramNames: string[];
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** The route's own config (its rate limit, for one). */
  config: Record<string, unknown>;
  isWebsocket: boolean;
};

export type RouteTable = {
  /** For `createTestApp({ onRoute })`. */
  onRoute(route: RouteOptions): void;
  /** The routes registered so far, in registration order. */
  routes: TestRoute[];
};

export function createRouteTable(): RouteTable {
  const routes: TestRoute[] = [];
  return {
    routes,
    onRoute(route) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        // Fastify adds a HEAD route beside each GET, with the GET's handler: one route.
        if (method === "HEAD") continue;
        const schema = (route.schema ?? {}) as Record<string, unknown>;
        routes.push({
          method,
          url: route.url,
          paramNames: paramNamesOf(route.url),
          params: zodOrUndefined(schema.params),
          querystring: zodOrUndefined(schema.querystring),
          body: zodOrUndefined(schema.body),
          config: (route.config ?? {}) as Record<string, unknown>,
          isWebsocket: Boolean(
            (route as { websocket?: boolean }).websocket ||
              (route as { wsHandler?: unknown }).wsHandler,
          ),
        });
      }
    },
  };
}

function zodOrUndefined(schema: unknown): z.ZodType | undefined {
  return schema instanceof z.ZodType ? schema : undefined;
}

/** `/a/:id/b/:lineId` → ["id", "lineId"]; a trailing `*` is a parameter too. */
export function paramNamesOf(url: string): string[] {
  const names = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? "");
  return url.endsWith("*") ? [...names, "*"] : names;
}

/** The route's address with each parameter filled in (encoded as a path segment). */
export function fillUrl(url: string, values: Record<string, string>): string {
  return url
    .replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeSegment(values[name] ?? ""))
    .replace(/\*$/, () => values["*"] ?? "");
}

/**
 * encodeURIComponent, except that half a surrogate pair (which it refuses) is sent as the
 * bytes a careless client would send for it (WTF-8: `%ED%A0%80` for U+D800).
 */
function encodeSegment(value: string): string {
  return value.replace(/[\s\S]/gu, (char) => {
    const code = char.charCodeAt(0);
    if (char.length > 1 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
    const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
    return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join("");
  });
}

/** A route's name in messages and counts: `POST /api/orders/:id/accept`. */
export const routeName = (route: Pick<TestRoute, "method" | "url">) =>
  `${route.method} ${route.url}`;
