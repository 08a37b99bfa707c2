import { sandboxClientSecret } from "../../lib/sandbox-credentials";
import { readFixtureText } from "../../test/platform-fixtures";
import { hmacHex, type KeyedPlatform, signatureHeaders } from "../../test/webhook-helpers";
import type { ProofApp } from "./proof-app";

/**
 * What a proof restaurant is made from: its webhooks as each platform signs them, its menu
 * and settings, every name carrying the restaurant's tag.
 */
export function signedWebhook(
  app: ProofApp,
  restaurantId: string,
  platform: KeyedPlatform,
  body: string,
  secrets: Record<KeyedPlatform, string>,
  headers: Record<string, string>,
) {
  return app.app.inject({
    method: "POST",
    url: `/webhooks/${platform}/${restaurantId}`,
    payload: body,
    headers: {
      "content-type": "application/json",
      ...signatureHeaders(platform, body, secrets[platform]),
      ...headers,
    },
  });
}

/** Uber's thin notification for an order of this store, signed with the app's secret. */
export function uberNotification(
  storeId: string,
  orderId: string,
  eventId: string = crypto.randomUUID(),
) {
  const sample = JSON.parse(readFixtureText("ubereats-orders-notification-webhook.strict.json"));
  return {
    ...sample,
    event_id: eventId,
    meta: { ...sample.meta, resource_id: orderId, user_id: storeId },
  } as Record<string, unknown>;
}

export function uberWebhook(app: ProofApp, storeId: string, orderId: string) {
  const body = JSON.stringify(uberNotification(storeId, orderId));
  const signature = hmacHex(body, sandboxClientSecret(app.config.sessionSecret));
  return app.app.inject({
    method: "POST",
    url: "/webhooks/ubereats",
    payload: body,
    headers: { "content-type": "application/json", "x-uber-signature": signature },
  });
}

export function menuDocument(tag: string) {
  return {
    format: "orderdock-menu",
    version: 1,
    modifierGroups: [
      {
        name: `${tag} Size`,
        isRequired: true,
        minSelections: 1,
        maxSelections: 1,
        options: [
          { name: `${tag} Regular`, price: 0 },
          { name: `${tag} Large`, price: 2.5 },
        ],
      },
    ],
    categories: [
      {
        name: `${tag} Burgers`,
        items: [
          { name: `${tag} Veggie Burger`, price: 11, dietaryTags: ["vegetarian"] },
          { name: `${tag} Burger`, price: 12.5, modifierGroups: [`${tag} Size`] },
        ],
      },
      { name: `${tag} Drinks`, items: [{ name: `${tag} Lemonade`, price: 3.5 }] },
    ],
  };
}

export function settingsOf(tag: string) {
  return {
    restaurant: {
      name: `${tag} Bistro`,
      phone: "(512) 555-0100",
      address: `${tag} Market Street, Austin`,
      timezone: "America/Chicago",
      prepMinutes: 25,
      salesTaxPercent: 8.25,
    },
  };
}
