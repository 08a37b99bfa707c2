import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import { ORDERS_KEY } from "./get-orders";

/** POST /api/orders/clear-test-data: the restaurant's test orders only. */
export function clearTestOrders(): Promise<{ deleted: number }> {
  return apiSend("POST", "/api/orders/clear-test-data");
}

export function useClearTestOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearTestOrders,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
    // Clear-test-data failures are only logged.
    onError: (error) => console.error("Could not clear test orders", error),
  });
}
