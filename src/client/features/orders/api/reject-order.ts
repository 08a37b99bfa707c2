import { cancelOrderInputSchema } from "@/domain/api/orders";
import { endOrder, type OrderEndingOptions, useOrderEnding } from "./order-ending";

export { cancelOrderInputSchema as rejectOrderInputSchema };

export type RejectOrderOptions = OrderEndingOptions;

/** Refuses a new order the platform waits on; the order is cancelled here. */
export const rejectOrder = endOrder("reject");

export function useRejectOrder() {
  return useOrderEnding(rejectOrder);
}
