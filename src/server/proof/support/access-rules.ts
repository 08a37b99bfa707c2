import type { LightMyRequestResponse } from "fastify";
import { DEFAULT_PIN_ACTIONS } from "../../../domain/devices";
import { DEVICE_PERMISSIONS } from "../../../domain/permissions";
import { DEVICE_ACTION_OF_ROUTE, permissionOfRoute } from "../../plugins/route-permissions";
import { routeName, type TestRoute } from "../../test/route-table";
import type { IdSlot } from "./id-slots";
import type { SessionKind } from "./sessions";

/**
 * Who may call each part of the API, and so how a call naming another restaurant's record
 * must be answered (docs/api.md). A route under no rule fails the isolation proof: whoever
 * adds one says here who may call it.
 */
export type Access =
  /** A restaurant's own data: its owner or demo visitor, and only its own records (404). */
  | "restaurant"
  /** Signing in and out, the signed-in person's own account. */
  | "account"
  /** A paired kitchen device's own calls: its restaurant's people only. */
  | "device"
  /** The admin panel: administrators, who manage every restaurant's owner. */
  | "admin"
  /** Anyone, no session: the website order form (a restaurant's menu is public), health. */
  | "public"
  /** A platform's webhooks: the platform's signature with that restaurant's secret. */
  | "webhook"
  /** A published menu's download: no session; the address's token must be the publish's. */
  | "menu feed"
  /** A platform twin's console: the signed-in restaurant's twin orders only. */
  | "twin console"
  /** A platform twin's API: the platform's credentials, no session. */
  | "platform twin"
  /** A kitchen printer's own calls: the secret in its address, no session. */
  | "printer";

const RULES: ReadonlyArray<[RegExp, Access]> = [
  [/^\/api\/(auth|account)\b|^\/api\/admin\/(login|logout|me)$/, "account"],
  [/^\/api\/admin\//, "admin"],
  [/^\/api\/device\//, "device"],
  [/^\/api\/public\/|^\/(healthz|readyz|embed\.js|embed-demo)$/, "public"],
  // The live feed is the restaurant's: its owner's and demo visitor's sessions only.
  [/^\/api\/|^\/ws$/, "restaurant"],
  [/^\/webhooks\//, "webhook"],
  [/^\/feeds\//, "menu feed"],
  [/^\/sandbox\/\w+(\/console\/|$)/, "twin console"],
  [/^\/sandbox\//, "platform twin"],
  [/^\/printers\//, "printer"],
];

export function accessOf(route: TestRoute): Access {
  const rule = RULES.find(([pattern]) => pattern.test(route.url));
  if (!rule) throw new Error(`${routeName(route)}: say who may call it in access-rules.ts`);
  return rule[1];
}

/**
 * Tables of the other restaurant a refused call may still write to, by design, per access:
 * an unverified webhook is counted in its delivery log (so its owner sees a wrong secret),
 * and a platform twin logs every call naming one of its orders, as the platform would.
 */
export const RECORDED_REFUSALS: Partial<Record<Access, readonly string[]>> = {
  webhook: ["webhook_deliveries"],
  "platform twin": ["twin_calls"],
};

/** What the answer must be; null when it is right. "skip": the call is not made, with why. */
export type Expectation =
  | { skip: string }
  | { check(response: LightMyRequestResponse): string | null };

export function expectationFor(route: TestRoute, slot: IdSlot, kind: SessionKind): Expectation {
  const access = accessOf(route);
  const status = (...allowed: number[]) => ({
    check: (response: LightMyRequestResponse) =>
      allowed.includes(response.statusCode) ? null : `expected ${allowed.join(" or ")}`,
  });
  switch (access) {
    case "account":
      // Another person's account is forbidden or unknown to whoever asks.
      return status(403, 404);
    case "device":
      // Another restaurant's person is unknown to a device; the rest are no device.
      if (kind === "none") return status(401);
      return kind === "device" ? status(400, 404) : status(403);
    case "admin":
      return kind === "admin"
        ? { skip: "an administrator manages every restaurant's owners by design" }
        : status(403);
    case "restaurant":
      if (kind === "admin") return status(403);
      // A device is refused, whatever the id, what its permissions or its PIN choices refuse.
      if (kind === "device" && deviceRefuses(route)) return status(403);
      if (slot.where === "path")
        // A user's own connections only: another user's id is forbidden, not unknown.
        return route.url.startsWith("/api/users/:id/") ? status(403) : status(404);
      // The delivery log's `before` is a place in the caller's own list, not a record shown.
      if (slot.name === "before") return status(200);
      // An option's id only keeps an option the group already has; another is a new option.
      if (slot.kind === "modifierOption") return status(200, 201);
      return status(400, 404);
    case "public":
      // The website form reads no session: the device's call would repeat the owner's.
      if (kind === "device") return { skip: "a public route: the owner's call is the same" };
      if (slot.where === "path")
        return route.method === "GET" ? status(200) : status(400, 404, 409);
      // A client's own key for its order: a new order of the caller's restaurant (whose
      // form is off for a demo or an administrator's none).
      if (slot.kind === "websiteOrderKey") return status(201, 404);
      return status(400, 404, 409);
    case "webhook":
      return status(401);
    case "menu feed":
      // Another restaurant's publish with the caller's own token: no such menu.
      return status(404);
    case "twin console":
      if (kind === "admin") return status(401);
      // Back to the console, saying the order is not the caller's (or, for a restaurant not
      // connected to that platform, what to connect first).
      return {
        check: (response) =>
          response.statusCode === 303 &&
          /No such order|Platform Connections screen first/.test(
            decodeURIComponent(String(response.headers.location ?? "")),
          )
            ? null
            : "expected 303 back to the console, saying there is no such order",
      };
    case "platform twin":
      return status(401, 403);
    case "printer":
      // Another restaurant's printer with a key that is not its own.
      return status(401);
  }
}

function deviceRefuses(route: TestRoute): boolean {
  const permission = permissionOfRoute(route.method, route.url);
  if (!permission || !(DEVICE_PERMISSIONS as readonly string[]).includes(permission)) return true;
  const action = DEVICE_ACTION_OF_ROUTE[routeName(route)];
  return action !== undefined && DEFAULT_PIN_ACTIONS.includes(action);
}

/** Only the other restaurant's public face (its website menu) may be shown, where it is public. */
export function mayShowPublicFace(route: TestRoute): boolean {
  return accessOf(route) === "public" && route.method === "GET";
}
