import type { FastifyInstance, onRequestHookHandler, RouteOptions } from "fastify";
import { AUTH_MESSAGES } from "../../domain/api/auth";
import { DEVICE_MESSAGES, OPERATOR_ENDED_CODE, PIN_REQUIRED_CODE } from "../../domain/api/devices";
import { LOCATION_HEADER, LOCATION_MESSAGES } from "../../domain/api/locations";
import type { DeviceAction } from "../../domain/devices";
import {
  DEVICE_PERMISSIONS,
  type Permission,
  ROLE_FORBIDDEN_CODE,
  ROLE_FORBIDDEN_MESSAGE,
  roleMay,
} from "../../domain/permissions";
import { forbidden, unauthorized } from "../errors";
import type { Session } from "./session";

/**
 * The permission each of a restaurant's routes needs, by "METHOD /pattern": the server half
 * of the permission table (`domain/permissions.ts` says which role holds which permission;
 * docs/permissions.md prints both). A route of the restaurant's API missing here stops the
 * app from starting, so no route is left open by forgetting it.
 */
export const ROUTE_PERMISSIONS: Readonly<Record<string, Permission>> = {
  "GET /ws": "orders.view",
  "GET /api/orders": "orders.view",
  "GET /api/orders/:id/history": "orders.view",
  "PUT /api/orders/:id": "orders.act",
  "POST /api/orders/:id/accept": "orders.act",
  "POST /api/orders/:id/reject": "orders.act",
  "POST /api/orders/:id/cancel": "orders.act",
  "POST /api/orders/:id/undo": "orders.act",
  "POST /api/orders/:id/items/unavailable": "orders.act",
  "POST /api/orders/:id/platform-call/retry": "orders.act",
  "POST /api/orders/:id/print": "orders.print",
  "POST /api/orders/test-new": "orders.test",
  "POST /api/orders/clear-test-data": "orders.test",

  "GET /api/kitchen/stations": "orders.view",
  "GET /api/store": "orders.view",
  "GET /api/store/load": "orders.view",
  "POST /api/store/pause": "store.control",
  "POST /api/store/busy": "store.control",
  "POST /api/store/end": "store.control",
  "POST /api/store/calls/:callId/retry": "store.control",

  "GET /api/menu": "menu.availability",
  "PUT /api/menu/items/:id/availability": "menu.availability",
  "PUT /api/menu/modifier-groups/:id/options/:optionId/availability": "menu.availability",
  "POST /api/menu/categories": "menu.edit",
  "PUT /api/menu/categories/order": "menu.edit",
  "PATCH /api/menu/categories/:id": "menu.edit",
  "PUT /api/menu/categories/:id/station": "menu.edit",
  "DELETE /api/menu/categories/:id": "menu.edit",
  "PUT /api/menu/categories/:id/items/order": "menu.edit",
  "POST /api/menu/items": "menu.edit",
  "PATCH /api/menu/items/:id": "menu.edit",
  "DELETE /api/menu/items/:id": "menu.edit",
  "POST /api/menu/items/:id/duplicate": "menu.edit",
  "POST /api/menu/modifier-groups": "menu.edit",
  "PUT /api/menu/modifier-groups/:id": "menu.edit",
  "DELETE /api/menu/modifier-groups/:id": "menu.edit",
  "POST /api/menu/modifier-groups/:id/duplicate": "menu.edit",
  "GET /api/menu/export": "menu.edit",
  "POST /api/menu/import": "menu.edit",
  "GET /api/menu/publish": "menu.edit",
  "POST /api/menu/publish": "menu.edit",
  "POST /api/menu/calls/:callId/retry": "menu.edit",
  "POST /api/menu/copy": "menu.edit",

  // The print dialog lists the printers; changing them is a manager's.
  "GET /api/printers": "orders.print",
  "POST /api/printers": "printers.manage",
  "PUT /api/printers/settings": "printers.manage",
  "PATCH /api/printers/:id": "printers.manage",
  "DELETE /api/printers/:id": "printers.manage",
  "GET /api/printers/:id/setup": "printers.manage",
  "GET /api/printers/:id/tickets": "printers.manage",
  "POST /api/printers/:id/backlog": "printers.manage",

  "GET /api/analytics": "analytics.view",
  "GET /api/analytics/export.csv": "analytics.view",

  "GET /api/push": "alerts.manage",
  "POST /api/push/subscriptions": "alerts.manage",
  "PATCH /api/push/subscriptions/:id": "alerts.manage",
  "DELETE /api/push/subscriptions/:id": "alerts.manage",
  "POST /api/push/subscriptions/:id/test": "alerts.manage",

  // The board reads the restaurant's clock, prep time and age colours from its settings.
  "GET /api/settings": "orders.view",
  "PUT /api/settings": "settings.manage",

  "GET /api/platform-connections": "platforms.manage",
  "POST /api/users/:id/platform-connections": "platforms.manage",
  "GET /api/auth/ubereats/connect": "platforms.manage",
  "POST /api/platforms/ubereats/connect": "platforms.manage",
  "POST /api/platforms/ubereats/merchant-agreement": "platforms.manage",
  "GET /api/platforms/ubereats/stores": "platforms.manage",
  "POST /api/platforms/ubereats/stores/activate": "platforms.manage",
  "POST /api/platforms/ubereats/disconnect": "platforms.manage",
  "POST /api/platforms/:platform/go-live-check": "platforms.manage",
  "GET /api/platform-connections/:platform/deliveries": "platforms.manage",
  "GET /api/platform-connections/:platform/deliveries/:id": "platforms.manage",
  "POST /api/platform-connections/:platform/deliveries/:id/process": "platforms.manage",

  "GET /api/people": "people.invite",
  "POST /api/people/invitations": "people.invite",
  "DELETE /api/people/invitations/:id": "people.invite",
  "PATCH /api/people/:id": "people.manage",
  "DELETE /api/people/:id": "people.manage",

  "GET /api/devices": "devices.manage",
  "POST /api/devices": "devices.manage",
  "PATCH /api/devices/:id": "devices.manage",
  "POST /api/devices/:id/code": "devices.manage",
  "DELETE /api/devices/:id": "devices.manage",

  "GET /api/activity": "activity.view",

  // Where a browser may switch to: the profile of each location is in Settings.
  "GET /api/locations": "settings.view",
  "POST /api/locations": "locations.manage",
  "POST /api/brands": "locations.manage",
};

/**
 * What each change a kitchen device may make is, for the owner's choice of which need a PIN
 * (docs/devices.md). Every route a device's permissions reach that changes something is
 * here, or the app does not start.
 */
export const DEVICE_ACTION_OF_ROUTE: Readonly<Record<string, DeviceAction>> = {
  "POST /api/orders/:id/accept": "accept",
  "POST /api/orders/:id/reject": "reject",
  "POST /api/orders/:id/cancel": "cancel",
  "PUT /api/orders/:id": "move",
  "POST /api/orders/:id/undo": "move",
  "POST /api/orders/:id/items/unavailable": "move",
  "POST /api/orders/:id/platform-call/retry": "move",
  "POST /api/orders/:id/print": "print",
  "PUT /api/menu/items/:id/availability": "eighty_six",
  "PUT /api/menu/modifier-groups/:id/options/:optionId/availability": "eighty_six",
  "POST /api/store/pause": "pause",
  "POST /api/store/busy": "pause",
  "POST /api/store/end": "pause",
  "POST /api/store/calls/:callId/retry": "pause",
};

/** A paired device's own calls: its people, a PIN entered or set on it. */
const DEVICE_ROUTES = new Set([
  "GET /api/device/people",
  "POST /api/device/identify",
  "POST /api/device/pin",
]);

/**
 * Routes of the API that are not a restaurant's: signing in and out, the person's own
 * account, the location their browser works at, accepting an invitation, and Uber's return to OrderDock after consent (a browser
 * navigation, which the route answers with a redirect saying what went wrong, the role
 * included). Administrators' routes (`/api/admin/`) and the public ones (`/api/public/`) have
 * their own guards.
 */
const NOT_A_RESTAURANTS = new Set([
  "POST /api/auth/signup",
  "POST /api/auth/resend-verification",
  "POST /api/auth/verify-email",
  "POST /api/auth/login",
  "GET /api/auth/me",
  "POST /api/auth/logout",
  "POST /api/auth/forgot-password",
  "POST /api/auth/reset-password",
  "POST /api/auth/demo-login",
  "POST /api/auth/invitation",
  "POST /api/auth/accept-invitation",
  "PUT /api/account",
  "PUT /api/account/pin",
  "PUT /api/session/location",
  "POST /api/device/pair",
  "GET /api/platforms/ubereats/callback",
]);
const GUARDED_ELSEWHERE = /^\/api\/(admin|public)\//;

/**
 * What guards a route: a permission of the table, a device's session, or nothing here (a
 * route that is not a restaurant's).
 */
export type RouteGuard = { permission: Permission } | { device: true } | null;

export function guardOfRoute(method: string, url: string): RouteGuard {
  const key = `${method} ${url}`;
  const permission = ROUTE_PERMISSIONS[key];
  if (permission) {
    const changes = method !== "GET";
    const forDevices = (DEVICE_PERMISSIONS as readonly Permission[]).includes(permission);
    if (changes && forDevices && !DEVICE_ACTION_OF_ROUTE[key]) {
      throw new Error(`${key}: say which device action it is in route-permissions.ts`);
    }
    return { permission };
  }
  if (DEVICE_ROUTES.has(key)) return { device: true };
  if (NOT_A_RESTAURANTS.has(key) || GUARDED_ELSEWHERE.test(url)) return null;
  if (url === "/ws" || url.startsWith("/api/")) {
    throw new Error(`${key}: say which permission it needs in route-permissions.ts`);
  }
  return null;
}

/** The permission a route needs; null for a route the table does not decide. */
export function permissionOfRoute(method: string, url: string): Permission | null {
  const guard = guardOfRoute(method, url);
  return guard && "permission" in guard ? guard.permission : null;
}

/**
 * The check in front of a route: a signed-in person of a restaurant whose role holds the
 * permission; or a kitchen device that holds it, with the PIN of a person whose role holds it
 * too where the device's owner asked for one (`routeKey` names the device action).
 */
export function requirePermission(permission: Permission, routeKey = ""): onRequestHookHandler {
  const action = DEVICE_ACTION_OF_ROUTE[routeKey];
  return async (request) => {
    const session = await request.getSession();
    if (!session) throw unauthorized(AUTH_MESSAGES.signInRequired);
    if (!session.user.restaurantId || !roleMay(session.user.role, permission))
      throw forbidden(ROLE_FORBIDDEN_MESSAGE, ROLE_FORBIDDEN_CODE);
    // A call naming a location works there or nowhere: never at another one instead.
    const named = request.headers[LOCATION_HEADER];
    if (typeof named === "string" && named !== "" && named !== session.user.restaurantId)
      throw forbidden(LOCATION_MESSAGES.notYours, "NOT_YOUR_LOCATION");
    const { device, operator } = session;
    if (!device || !action) return;
    if (operator.state === "ended")
      throw unauthorized(DEVICE_MESSAGES.operatorEnded, OPERATOR_ENDED_CODE);
    if (operator.state === "none") {
      if (device.pinActions.includes(action))
        throw forbidden(DEVICE_MESSAGES.pinRequired, PIN_REQUIRED_CODE);
      return;
    }
    if (!roleMay(operator.person.role, permission))
      throw forbidden(ROLE_FORBIDDEN_MESSAGE, ROLE_FORBIDDEN_CODE);
  };
}

/**
 * Asks for a PIN where a change turns out to be another device action than its route's: a
 * move that accepts an order the platform waits on is an acceptance, an undo of a
 * cancellation brings back what cancelling needed. The service calls it, inside its
 * transaction, once it knows. A person's own session, or a person identified, passes.
 */
export type PinGate = (action: DeviceAction) => void;

export function pinGateOf(session: Session): PinGate {
  const { device, operator } = session;
  return (action) => {
    if (device && operator.state === "none" && device.pinActions.includes(action))
      throw forbidden(DEVICE_MESSAGES.pinRequired, PIN_REQUIRED_CODE);
  };
}

/** The check in front of a device's own calls: a paired device's session. */
const requireDevice: onRequestHookHandler = async (request) => {
  const session = await request.getSession();
  if (!session) throw unauthorized(AUTH_MESSAGES.signInRequired);
  if (!session.device) throw forbidden(DEVICE_MESSAGES.devicesOnly, "DEVICES_ONLY");
};

/**
 * Puts each route's check first among its onRequest hooks as the route is added, from the
 * table above; must be registered before the routes.
 */
export function registerRoutePermissions(app: FastifyInstance): void {
  app.addHook("onRoute", (route: RouteOptions) => {
    // The live feed checks its own session, to close the socket with a code the browser reads.
    if ((route as { wsHandler?: unknown }).wsHandler) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === "HEAD") continue;
      const guard = guardOfRoute(method, route.url);
      if (!guard) continue;
      const check =
        "permission" in guard
          ? requirePermission(guard.permission, `${method} ${route.url}`)
          : requireDevice;
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [check, ...existing];
      return;
    }
  });
}
