import { PLATFORMS } from "../../../domain/platforms";
import { fillUrl, type TestRoute } from "../../test/route-table";
import {
  hostileValue,
  hugeString,
  INJECTION_STRINGS,
  INVALID_IDS,
  STRANGE_STRINGS,
} from "./hostile-values";
import { type FixtureKind, idSlotsOf, paramKind } from "./id-slots";
import { isRecord, mutateValue } from "./mutations";
import type { Rng } from "./prng";
import { sampleValue, toJsonSchema } from "./schema-sample";

/**
 * One hostile request to a route, built from the route's own schemas: a request it would
 * accept (real ids where it takes ids), then one part broken — a path parameter, the query,
 * the body, the raw bytes and their content type, or the headers.
 */
export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** Replaces the session's cookie (a forged or broken one). */
  cookie?: string;
  remoteAddress: string;
  /** What was broken, for the failure message. */
  change: string;
};

export type FuzzContext = {
  rng: Rng;
  /** Real ids of a kind: the session's own restaurant's and another's. */
  idsOf(kind: FixtureKind): readonly string[];
  /** Only requests refused before any handler runs (see `REFUSED_UNREAD`). */
  isRefusalOnly?: boolean;
  /** Values the app alone knows, by field name (the sandbox's client id), to get past them. */
  knownValues?: Readonly<Record<string, string>>;
};

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function fuzzRequest(route: TestRoute, context: FuzzContext): FuzzRequest {
  const { rng } = context;
  const valid: ValidRequest = {
    params: validParams(route, context),
    query: route.querystring ? sampleOf(route, "query", context) : {},
    body:
      BODY_METHODS.has(route.method) && route.body ? sampleOf(route, "body", context) : undefined,
  };
  const url = `${fillUrl(route.url, valid.params)}${queryText(valid.query)}`;
  const headers: Record<string, string> =
    valid.body === undefined ? {} : { "content-type": "application/json" };
  const [change, parts] = context.isRefusalOnly
    ? refusedUnread(url, rng)
    : breakOnePart(route, valid, context, { url, headers });
  return {
    method: route.method,
    url,
    headers,
    ...(valid.body !== undefined && { payload: JSON.stringify(valid.body) }),
    remoteAddress: `10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
    change,
    ...parts,
  };
}

type ValidRequest = { params: Record<string, string>; query: unknown; body: unknown };
type Broken = [change: string, parts: Partial<FuzzRequest>];

/** The valid request with one part broken: a parameter, the query, the body or the headers. */
function breakOnePart(
  route: TestRoute,
  valid: ValidRequest,
  context: FuzzContext,
  base: { url: string; headers: Record<string, string> },
): Broken {
  const { rng } = context;
  const hasBody = BODY_METHODS.has(route.method);
  const targets = [
    ...(route.paramNames.length > 0 ? ["params", "params"] : []),
    "query",
    ...(hasBody ? ["body", "body", "body", "raw"] : ["raw"]),
    "headers",
  ];
  switch (rng.pick(targets)) {
    case "params": {
      const name = rng.pick(route.paramNames);
      const value = hostileParam(rng, context);
      // Raw: the text goes into the address as it is (a stray %, a slash, a dot-dot).
      const raw = rng.chance(0.15) && !/[\uD800-\uDFFF]/.test(value);
      const path = raw
        ? fillUrl(route.url, { ...valid.params, [name]: "__RAW__" }).replace("__RAW__", value)
        : fillUrl(route.url, { ...valid.params, [name]: value });
      return [
        `param :${name} = ${short(value)}${raw ? " (raw)" : ""}`,
        { url: `${path}${queryText(valid.query)}` },
      ];
    }
    case "query": {
      const mutated = mutateValue(valid.query, rng);
      const extra = rng.chance(0.3) ? rng.pick(RAW_QUERIES) : "";
      const text = queryText(isRecord(mutated.value) ? mutated.value : { q: mutated.value });
      const joined = extra ? `${text}${text ? "&" : "?"}${extra}` : text;
      return [
        `query: ${mutated.change}${extra ? ` + ${extra.slice(0, 40)}` : ""}`,
        { url: `${fillUrl(route.url, valid.params)}${joined}` },
      ];
    }
    case "body": {
      const mutated = mutateValue(valid.body ?? {}, rng);
      return [
        `body: ${mutated.change}`,
        { headers: { "content-type": "application/json" }, payload: JSON.stringify(mutated.value) },
      ];
    }
    case "raw": {
      const [contentType, payload] = rng.pick(RAW_BODIES)(rng);
      return [
        `raw body (${contentType || "no type"}): ${short(payload)}`,
        { headers: contentType ? { "content-type": contentType } : {}, payload },
      ];
    }
    default: {
      const [change, headers, cookie] = rng.pick(HOSTILE_HEADERS)(rng);
      return [
        `headers: ${change}`,
        { headers: { ...base.headers, ...headers }, ...(cookie !== undefined && { cookie }) },
      ];
    }
  }
}

function refusedUnread(url: string, rng: Rng): Broken {
  const [change, payload, contentType, address] = rng.pick(REFUSED_UNREAD)(
    url.split("?")[0] ?? url,
  );
  return [
    `refused unread: ${change}`,
    {
      url: address ?? url,
      headers: contentType ? { "content-type": contentType } : {},
      ...(payload !== undefined ? { payload } : { payload: undefined }),
    },
  ];
}

/** What the route accepts in its query or body, naming real records where it takes ids. */
function sampleOf(route: TestRoute, where: "query" | "body", context: FuzzContext): unknown {
  const { rng, idsOf } = context;
  const schema = where === "query" ? route.querystring : route.body;
  if (!schema) return undefined;
  const slots = idSlotsOf(route).filter((slot) => slot.where === where);
  return sampleValue(toJsonSchema(schema), {
    rng,
    known: context.knownValues,
    ids: ({ path }) => {
      const slot = slots.find((candidate) => candidate.path.join(".") === path.join("."));
      const ids = slot ? idsOf(slot.kind) : [];
      return ids.length > 0 ? rng.pick(ids) : null;
    },
  });
}

/** A value for each path parameter the route would accept: a real id where it takes one. */
function validParams(route: TestRoute, { rng, idsOf }: FuzzContext): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of route.paramNames) {
    const kind = paramKind(route, name);
    if (kind === "platform") values[name] = rng.pick(PLATFORMS);
    else if (kind === "version") values[name] = "2025-01";
    else if (kind === "*") values[name] = rng.pick(["restaurants/x/menu", "", "a/b/c"]);
    else {
      const ids = idsOf(kind);
      values[name] = ids.length > 0 ? rng.pick(ids) : crypto.randomUUID();
    }
  }
  return values;
}

function hostileParam(rng: Rng, { idsOf }: FuzzContext): string {
  switch (rng.int(0, 5)) {
    case 0:
      return rng.pick(INVALID_IDS);
    case 1:
      return rng.pick(INJECTION_STRINGS);
    case 2:
      return rng.pick(STRANGE_STRINGS);
    case 3:
      return rng.pick(["a".repeat(101), "9".repeat(100), hugeString(rng).slice(0, 3000)]);
    case 4:
      return rng.pick(["%zz", "%", "..%2F..%2F", "%00", "%C0%AE", "a%2Fb", "%E2%82"]);
    default: {
      // A real id of another kind: an order's id where an item's is expected.
      const ids = idsOf(
        rng.pick(["order", "menuItem", "restaurant", "user", "twinOrder"] as const),
      );
      return ids.length > 0 ? rng.pick(ids) : crypto.randomUUID();
    }
  }
}

/** `?a=1&b=x`: arrays repeat their key, objects go as JSON text. */
function queryText(query: unknown): string {
  if (!isRecord(query)) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(key, typeof item === "string" ? item : (JSON.stringify(item) ?? ""));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

const RAW_QUERIES = [
  "__proto__[isAdmin]=1",
  "constructor[prototype][role]=admin",
  "limit=1&limit=2&limit=3",
  "%zz=1",
  "a=%",
  "from=%00",
  "x=".concat("y".repeat(5_000)),
  "search[$ne]=1",
] as const;

type RawBody = (rng: Rng) => [contentType: string, payload: string];

const RAW_BODIES: readonly RawBody[] = [
  () => ["application/json", "{not json"],
  () => ["application/json", ""],
  () => ["application/json", "\uFEFF{}"],
  () => ["application/json", '{"a":1e999,"b":-1e999}'],
  () => ["application/json", '{"a":1,"a":{"__proto__":{"role":"admin"}}}'],
  () => ["application/json", `${"[".repeat(20_000)}${"]".repeat(20_000)}`],
  () => ["application/json", "null"],
  (rng) => ["application/json", JSON.stringify(hostileValue(rng))],
  () => ["application/json; charset=utf-16", "{}"],
  () => ["APPLICATION/JSON", "{}"],
  () => ["text/plain", "hello"],
  () => ["application/x-www-form-urlencoded", "a=1&__proto__[role]=admin&minutes=1e9"],
  () => [
    "multipart/form-data; boundary=x",
    "--x\r\nContent-Disposition: form-data; name=a\r\n\r\n1\r\n--x--",
  ],
  () => [
    "application/xml",
    "<?xml version='1.0'?><!DOCTYPE a [<!ENTITY x SYSTEM 'file:///etc/passwd'>]><a>&x;</a>",
  ],
  () => ["", "{}"],
  (rng) => ["application/json", JSON.stringify({ a: hugeString(rng) })],
];

/**
 * Requests Fastify or the app's plugins refuse before the route's handler runs: for a route
 * whose handler takes no input, whose every success costs a restaurant (demo sign-in, test
 * data), the rest of its requests.
 */
type Unread = (
  url: string,
) => [change: string, payload?: string, contentType?: string, url?: string];

const REFUSED_UNREAD: readonly Unread[] = [
  () => ["JSON that is not JSON", "{not json", "application/json"],
  () => ["an empty JSON body", "", "application/json"],
  () => ["an array 20,000 deep", `${"[".repeat(20_000)}${"]".repeat(20_000)}`, "application/json"],
  () => ["a body past 1 MB", JSON.stringify({ a: "A".repeat(1_100_000) }), "application/json"],
  () => ["a __proto__ key", '{"__proto__":{"isAdmin":true}}', "application/json"],
  () => ["XML", "<a>&x;</a>", "application/xml"],
  () => ["plain text", "hello", "text/plain"],
  (url) => ["a stray % in the query", undefined, undefined, `${url}?a=%zz`],
];

type HostileHeaders = (
  rng: Rng,
) => [change: string, headers: Record<string, string>, cookie?: string];

const HOSTILE_HEADERS: readonly HostileHeaders[] = [
  () => ["a cross-site Origin", { origin: "https://evil.example" }],
  () => ["Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }],
  () => ["Origin null", { origin: "null" }],
  () => ["a garbage session cookie", {}, "od_session=garbage"],
  () => [
    "a forged unsigned token",
    {},
    "od_session=eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiIsInJvbGUiOiJhZG1pbiJ9.",
  ],
  () => ["a huge cookie", {}, `od_session=${"A".repeat(8_000)}`],
  () => ["a hostile request id", { "x-request-id": "<script>alert(1)</script>\u0000" }],
  () => ["a spoofed forwarded address", { "x-forwarded-for": "127.0.0.1, ' OR 1=1 --" }],
  (rng) => ["a hostile user agent", { "user-agent": rng.pick(INJECTION_STRINGS) }],
  () => ["Accept: text/html", { accept: "text/html" }],
  () => ["a hostile Host", { host: 'evil.example"><script>alert(1)</script>' }],
];

const short = (text: string) => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
