import { sandboxClientSecret } from "../../lib/sandbox-credentials";
import { PLATFORM_BODIES } from "../../test/platform-bodies";
import { fillUrl, type TestRoute } from "../../test/route-table";
import { hmacHex, type KeyedPlatform, signatureHeaders } from "../../test/webhook-helpers";
import type { FuzzRequest } from "./fuzz-requests";
import { hostileValue, hugeString, INJECTION_STRINGS } from "./hostile-values";
import { mutateValue } from "./mutations";
import type { Rng } from "./prng";
import type { ProofApp } from "./proof-app";
import type { RestaurantWorld } from "./restaurant-world";
import { uberNotification } from "./world-inputs";

/**
 * Hostile webhook bodies signed as the platform signs them, for a restaurant connected to
 * it: past the signature check they reach the receivers and the mappers, which must store
 * what they can read or refuse with a 400, never answer a 5xx (a platform retries those).
 */
export function signedWebhookRequest(
  app: ProofApp,
  route: TestRoute,
  world: RestaurantWorld,
  rng: Rng,
): FuzzRequest {
  const platform = /^\/webhooks\/(\w+)/.exec(route.url)?.[1] ?? "";
  const orderId = String(8_000_000_000 + rng.int(0, 999_999_999));
  const base =
    platform === "ubereats"
      ? uberNotification(world.uberStoreId, crypto.randomUUID(), `${orderId}-event`)
      : platformBody(platform).order(orderId);
  const [change, text] = rng.chance(0.2) ? rawBody(rng) : mutatedBody(base, rng);
  const topic = platform === "ubereats" ? {} : platformBody(platform).headers("create");
  const headers: Record<string, string> = { "content-type": "application/json", ...topic };
  if (rng.chance(0.1)) {
    const [name] = Object.keys(topic);
    if (name) headers[name] = String(rng.pick(INJECTION_STRINGS));
  }
  const signature =
    platform === "ubereats"
      ? { "x-uber-signature": hmacHex(text, sandboxClientSecret(app.config.sessionSecret)) }
      : signatureHeaders(platform as KeyedPlatform, text, world.secrets[platform as KeyedPlatform]);
  return {
    method: "POST",
    url: fillUrl(route.url, { restaurantId: world.restaurantId }),
    headers: { ...headers, ...signature },
    payload: text,
    remoteAddress: `10.9.${rng.int(0, 255)}.${rng.int(1, 254)}`,
    change: `signed ${change}`,
  };
}

function platformBody(platform: string) {
  const body = PLATFORM_BODIES.find((candidate) => candidate.platform === platform);
  if (!body) throw new Error(`no sample body for ${platform}`);
  return body;
}

/** The platform's own order, broken in one to three places. */
function mutatedBody(base: unknown, rng: Rng): [string, string] {
  let value = base;
  const changes: string[] = [];
  for (let count = rng.int(1, 3); count > 0; count -= 1) {
    const mutated = mutateValue(value, rng);
    value = mutated.value;
    changes.push(mutated.change);
  }
  return [changes.join(", "), JSON.stringify(value) ?? "null"];
}

function rawBody(rng: Rng): [string, string] {
  return rng.pick<() => [string, string]>([
    () => ["text that is not JSON", "not json at all"],
    () => ["an empty body", ""],
    () => ["an array 20,000 deep", `${"[".repeat(20_000)}${"]".repeat(20_000)}`],
    () => ["a body past 1 MB", JSON.stringify({ note: hugeString(rng).padEnd(1_100_000, "x") })],
    () => ["JSON null", "null"],
    () => ["a lone value", JSON.stringify(hostileValue(rng)) ?? "null"],
    () => ["NUL bytes and a lone surrogate", '{"id":"\\u0000","name":"\\ud800","x":"\u0000"}'],
    () => ["numbers past any range", '{"id":1e999,"total_price":-1e999,"uuid":1e400}'],
  ])();
}
