import { describe, expect, it } from "vitest";
import type { DeliveryInput, ReceiverContext } from "./receiver";
import { RECEIVERS } from "./receivers";

/**
 * An event type is the platform's word, and anyone who knows a webhook's secret can choose
 * it: one named like a property every object has is an unknown event, answered as needing
 * nothing, never a handler to call.
 */
const context: ReceiverContext = {
  restaurantId: "00000000-0000-4000-8000-000000000000",
  uber: {
    clientId: "id",
    clientSecret: "secret",
    authUrl: "http://127.0.0.1:1",
    apiUrl: "http://127.0.0.1:1",
    isSandbox: true,
  },
};

function deliveryNaming(platform: keyof typeof RECEIVERS, eventType: string): DeliveryInput {
  switch (platform) {
    case "ubereats":
      return input({ event_id: "e1", event_type: eventType, meta: { resource_id: "o1" } });
    case "shopify":
      return input({ id: 1 }, { "x-shopify-topic": eventType });
    case "woocommerce":
      return input({ id: 1 }, { "x-wc-webhook-topic": eventType });
    case "doordash":
      return input({ event: { type: eventType }, order: { id: "o1" } });
    case "grubhub":
      return input({ order_uuid: "o1", new_status: eventType });
  }
}

function input(json: unknown, headers: Record<string, string> = {}): DeliveryInput {
  return { raw: JSON.stringify(json), json, headers };
}

describe("the receivers' dispatch tables", () => {
  const platforms = Object.keys(RECEIVERS) as Array<keyof typeof RECEIVERS>;
  const inherited = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"];

  it.each(platforms)("%s ignores an event type named like an inherited property", (platform) => {
    for (const eventType of inherited) {
      const action = RECEIVERS[platform].classify(deliveryNaming(platform, eventType), context);
      expect(action.kind, `${platform} ${eventType}`).toBe("ignore");
    }
  });
});
