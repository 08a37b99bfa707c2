import { screen } from "@testing-library/react";
import { type StubReply, type StubRoute, stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import type { Delivery } from "@/domain/api/webhook-deliveries";
import type { WebhookPlatform } from "../api/get-deliveries";
import { DeliveryLog } from "../components/delivery-log";

export const SHOPIFY_LOG = "GET /api/platform-connections/shopify/deliveries";

export type RenderDeliveryLogOptions = {
  platform?: WebhookPlatform;
  /** The log's first answer; `routes` may answer it instead. */
  deliveries?: Delivery[];
  routes?: Record<string, StubReply | StubRoute>;
};

/** One tab's delivery log over a stubbed server, in the restaurant's Chicago timezone. */
export function renderDeliveryLog({
  platform = "shopify",
  deliveries = [],
  routes = {},
}: RenderDeliveryLogOptions = {}) {
  const stub = stubFetch({
    [`GET /api/platform-connections/${platform}/deliveries`]: { body: { deliveries } },
    ...routes,
  });
  const rendered = renderWithApp(<DeliveryLog platform={platform} timeZone="America/Chicago" />);
  return { ...stub, ...rendered };
}

/** The log's region, named by its "Deliveries" heading. */
export const deliveryLog = () => screen.getByRole("region", { name: "Deliveries" });
