import type { OrderDetailsInput } from "../../../domain/order";

/** Where the platform says the order stands, as the mapper read it. */
export type PlatformState = "placed" | "awaiting_payment" | "completed" | "cancelled";

export type PlatformOrder = {
  /** The platform's own id: unique per restaurant and platform. */
  externalId: string;
  details: OrderDetailsInput;
  state: PlatformState;
  /** The customer chose a later time: hold the order until it is due. */
  isScheduled?: boolean;
  /** Said with a platform's ending of the order ("Refunded on WooCommerce"). */
  stateNote?: string;
};
