import type { ActivityKind } from "../../../domain/api/activity";
import type { Permission } from "../../../domain/permissions";
import { isPlatform, PLATFORM_META } from "../../../domain/platforms";
import { isOrderStatus, STATUS_META } from "../../../domain/status";

/**
 * What each change made through the restaurant's API is called in the activity log
 * (docs/activity-log.md): the words for what was done, and where to find what it was done to.
 * Every route of the permission table that changes something is here, or the app does not
 * start; its kind follows from its permission.
 */
type Body = Record<string, unknown> | undefined;
export type ActivityOfRoute = {
  action: string | ((body: Body) => string);
  /** Where the change names its subject, besides the answer's own name or order number. */
  subject?: "channels" | "email" | "platform";
};

const availability = (thing: string) => (body: Body) =>
  body?.availability === "available" ? `Brought back ${thing}` : `86'd ${thing}`;

export const ACTIVITY_OF_ROUTE: Readonly<Record<string, ActivityOfRoute>> = {
  "PUT /api/orders/:id": {
    action: (body) =>
      isOrderStatus(body?.status)
        ? `Moved an order to ${STATUS_META[body.status].label}`
        : "Moved an order",
  },
  "POST /api/orders/:id/accept": { action: "Accepted an order" },
  "POST /api/orders/:id/reject": { action: "Rejected an order" },
  "POST /api/orders/:id/cancel": { action: "Cancelled an order" },
  "POST /api/orders/:id/undo": { action: "Undid a change to an order" },
  "POST /api/orders/:id/items/unavailable": { action: "Marked an item of an order unavailable" },
  "POST /api/orders/:id/platform-call/retry": { action: "Sent a refused answer again" },
  "POST /api/orders/:id/print": { action: "Printed a ticket" },
  "POST /api/orders/test-new": { action: "Added a test order" },
  "POST /api/orders/clear-test-data": { action: "Cleared the test orders" },

  "POST /api/store/pause": { action: "Paused", subject: "channels" },
  "POST /api/store/busy": { action: "Added busy time", subject: "channels" },
  "POST /api/store/end": {
    action: (body) => (body?.kind === "busy" ? "Ended busy time" : "Ended a pause"),
    subject: "channels",
  },
  "POST /api/store/calls/:callId/retry": { action: "Sent a refused store change again" },

  "PUT /api/menu/items/:id/availability": { action: availability("an item") },
  "PUT /api/menu/modifier-groups/:id/options/:optionId/availability": {
    action: availability("an option"),
  },
  "POST /api/menu/categories": { action: "Added a category" },
  "PUT /api/menu/categories/order": { action: "Reordered the categories" },
  "PATCH /api/menu/categories/:id": { action: "Changed a category" },
  "PUT /api/menu/categories/:id/station": { action: "Sent a category to another station" },
  "DELETE /api/menu/categories/:id": { action: "Deleted a category" },
  "PUT /api/menu/categories/:id/items/order": { action: "Reordered a category's items" },
  "POST /api/menu/items": { action: "Added an item" },
  "PATCH /api/menu/items/:id": { action: "Changed an item" },
  "DELETE /api/menu/items/:id": { action: "Deleted an item" },
  "POST /api/menu/items/:id/duplicate": { action: "Duplicated an item" },
  "POST /api/menu/modifier-groups": { action: "Added an option group" },
  "PUT /api/menu/modifier-groups/:id": { action: "Changed an option group" },
  "DELETE /api/menu/modifier-groups/:id": { action: "Deleted an option group" },
  "POST /api/menu/modifier-groups/:id/duplicate": { action: "Duplicated an option group" },
  "POST /api/menu/import": { action: "Imported a menu" },
  "POST /api/menu/publish": { action: "Published the menu to the platforms" },
  "POST /api/menu/calls/:callId/retry": { action: "Sent a refused menu again" },
  "POST /api/menu/copy": { action: "Copied the menu from another location" },

  "POST /api/printers": { action: "Added a printer" },
  "PUT /api/printers/settings": { action: "Changed the printing settings" },
  "PATCH /api/printers/:id": { action: "Changed a printer" },
  "DELETE /api/printers/:id": { action: "Removed a printer" },
  "POST /api/printers/:id/backlog": { action: "Settled a printer's waiting tickets" },

  "POST /api/push/subscriptions": { action: "Turned on phone alerts on a device" },
  "PATCH /api/push/subscriptions/:id": { action: "Changed a device's phone alerts" },
  "DELETE /api/push/subscriptions/:id": { action: "Turned off phone alerts on a device" },
  "POST /api/push/subscriptions/:id/test": { action: "Sent a test alert" },

  "PUT /api/settings": { action: "Changed the restaurant's settings" },

  "POST /api/users/:id/platform-connections": {
    action: "Changed a platform connection",
    subject: "platform",
  },
  "POST /api/platforms/ubereats/connect": { action: "Connected Uber Eats" },
  "POST /api/platforms/ubereats/merchant-agreement": { action: "Accepted Uber Eats' agreement" },
  "POST /api/platforms/ubereats/stores/activate": { action: "Activated an Uber Eats store" },
  "POST /api/platforms/ubereats/disconnect": { action: "Disconnected Uber Eats" },
  "POST /api/platforms/:platform/go-live-check": {
    action: "Ran the go-live check",
    subject: "platform",
  },
  "POST /api/platform-connections/:platform/deliveries/:id/process": {
    action: "Processed a webhook delivery again",
    subject: "platform",
  },

  "POST /api/people/invitations": { action: "Invited someone", subject: "email" },
  "DELETE /api/people/invitations/:id": { action: "Withdrew an invitation" },
  "PATCH /api/people/:id": { action: "Changed a person's role" },
  "DELETE /api/people/:id": { action: "Removed a person from the team" },

  "POST /api/devices": { action: "Added a device" },
  "PATCH /api/devices/:id": { action: "Changed a device" },
  "POST /api/devices/:id/code": { action: "Made a new pairing code" },
  "DELETE /api/devices/:id": { action: "Removed a device" },

  "POST /api/locations": { action: "Added a location" },
  "POST /api/brands": { action: "Added a brand" },
};

/** Which kind of change a route's permission makes it. */
export const KIND_OF_PERMISSION: Readonly<Record<Permission, ActivityKind>> = {
  "orders.view": "orders",
  "orders.act": "orders",
  "orders.print": "orders",
  "orders.test": "orders",
  "menu.availability": "availability",
  "menu.edit": "menu",
  "store.control": "store",
  "printers.manage": "printers",
  "analytics.view": "settings",
  "alerts.manage": "alerts",
  "settings.view": "settings",
  "settings.manage": "settings",
  "platforms.manage": "platforms",
  "people.invite": "people",
  "people.manage": "people",
  "devices.manage": "devices",
  "activity.view": "settings",
  "locations.overview": "settings",
  "locations.manage": "settings",
};

/**
 * What the change was done to: the order's number or the record's name in the answer, else
 * what the request named (channels, an address, a platform). Null when nothing names it.
 */
export function subjectOf(
  spec: ActivityOfRoute,
  { body, params, answer }: { body: Body; params: Record<string, string>; answer: unknown },
): string | null {
  const record = typeof answer === "object" && answer !== null ? (answer as Body) : undefined;
  const orderNumber = record?.orderNumber;
  if (typeof orderNumber === "string")
    return `Order ${orderNumber.startsWith("#") ? "" : "#"}${orderNumber}`;
  const named = record?.name ?? (record?.device as Body)?.name;
  if (typeof named === "string") return named;
  switch (spec.subject) {
    case "channels":
      return channelsOf(body?.channels);
    case "email":
      return typeof body?.email === "string" ? body.email : null;
    case "platform": {
      const platform = params.platform ?? body?.platform;
      return isPlatform(platform) ? PLATFORM_META[platform].displayName : null;
    }
    default:
      return null;
  }
}

function channelsOf(channels: unknown): string | null {
  if (channels === "all") return "All channels";
  if (!Array.isArray(channels)) return null;
  return channels
    .map((channel) => (isPlatform(channel) ? PLATFORM_META[channel].displayName : String(channel)))
    .join(", ");
}

export function actionOf(spec: ActivityOfRoute, body: Body): string {
  return typeof spec.action === "string" ? spec.action : spec.action(body);
}
