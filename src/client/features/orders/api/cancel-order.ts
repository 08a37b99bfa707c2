import { cancelOrderInputSchema } from "@/domain/api/orders";
import { endOrder, type OrderEndingOptions, useOrderEnding } from "./order-ending";

export { cancelOrderInputSchema };

export type CancelOrderOptions = OrderEndingOptions;

/** The restaurant cancels an open order; the platform is told where it takes the call. */
export const cancelOrder = endOrder("cancel");

export function useCancelOrder() {
  return useOrderEnding(cancelOrder);
}
