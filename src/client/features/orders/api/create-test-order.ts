import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import { fromOrderJson, type OrderJson } from "@/domain/api/order-json";
import type { Order } from "@/domain/order";
import { ORDERS_KEY } from "./get-orders";

/** POST /api/orders/test-new; 'Add 10' makes ten calls one after another. */
export async function createTestOrder(): Promise<Order> {
  return fromOrderJson(await apiSend<OrderJson>("POST", "/api/orders/test-new"));
}

export function useCreateTestOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (count: number) => {
      const created: Order[] = [];
      for (let index = 0; index < count; index += 1) created.push(await createTestOrder());
      return created;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
    // Test-order failures are only logged, with no message to the user.
    onError: (error) => console.error("Could not create test orders", error),
  });
}
