import { fillUrl, type TestRoute } from "../../test/route-table";
import { type FixtureKind, type IdSlot, idSlotsOf, paramKind } from "./id-slots";
import { isRecord } from "./mutations";
import type { Rng } from "./prng";
import type { RestaurantWorld } from "./restaurant-world";
import { sampleValue, toJsonSchema } from "./schema-sample";

/**
 * A request the caller's own restaurant could make, except for one id: the other
 * restaurant's record of that kind. Whatever the route answers then is about that id alone.
 */
export type IsolationRequest = {
  method: string;
  url: string;
  payload?: string;
  headers: Record<string, string>;
};

export type IsolationCase = {
  route: TestRoute;
  /** The caller's own ids (its restaurant's), used for every other id the route takes. */
  ownIds: Partial<Record<FixtureKind, string[]>>;
  /** The id under test, its slot and whose record it is; without it, the caller's own request. */
  target?: { slot: IdSlot; victim: RestaurantWorld; id: string };
  rng: Rng;
};

export function isolationRequest({ route, ownIds, target, rng }: IsolationCase): IsolationRequest {
  const slot: IdSlot | undefined = target?.slot;
  const victimId = target?.id ?? "";
  const own = (kind: FixtureKind) => ownIds[kind]?.[0] ?? crypto.randomUUID();
  const params: Record<string, string> = {};
  for (const name of route.paramNames) {
    const kind = paramKind(route, name);
    if (slot?.where === "path" && slot.name === name) params[name] = victimId;
    else if (kind === "platform") params[name] = deliveryPlatformOf(target, victimId);
    else if (kind === "version") params[name] = "2025-01";
    else if (kind === "*") params[name] = "restaurants";
    else params[name] = own(kind);
  }
  const slots = idSlotsOf(route);
  const valid = (where: "query" | "body") => {
    const schema = where === "query" ? route.querystring : route.body;
    if (!schema) return undefined;
    return sampleValue(toJsonSchema(schema), {
      rng,
      isMinimal: true,
      ids: ({ path }) => {
        const match = slots.find((other) => other.where === where && same(other.path, path));
        return match ? own(match.kind) : null;
      },
    });
  };
  const replacement = slot?.kind === "orderEvent" ? Number(victimId) : victimId;
  const query = valid("query");
  const body = valid("body");
  if (slot?.where === "query" || slot?.where === "body") {
    const value = slot.isArray ? [replacement] : replacement;
    setAt(slot.where === "query" ? query : body, slot.path, value);
  }
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(isRecord(query) ? query : {}))
    search.append(key, typeof value === "string" ? value : JSON.stringify(value));
  const text = search.toString();
  return {
    method: route.method,
    url: `${fillUrl(route.url, params)}${text ? `?${text}` : ""}`,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    ...(body !== undefined && { payload: JSON.stringify(body) }),
  };
}

/** The delivery log's `:platform`: the platform of the delivery the request names. */
function deliveryPlatformOf(target: IsolationCase["target"], victimId: string): string {
  if (target?.slot.kind !== "webhookDelivery") return "doordash";
  return target.victim.deliveryPlatform[victimId] ?? "doordash";
}

/** Sets the value at a path, in every element where the path crosses an array (`[]`). */
function setAt(target: unknown, path: readonly string[], value: unknown): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (head === "[]") {
    if (Array.isArray(target)) for (const element of target) setAt(element, rest, value);
    return;
  }
  if (!isRecord(target)) return;
  if (rest.length === 0) target[head] = value;
  else {
    if (target[head] === undefined) target[head] = rest[0] === "[]" ? [{}] : {};
    setAt(target[head], rest, value);
  }
}

const same = (a: readonly string[], b: readonly string[]) => a.join(".") === b.join(".");
