import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import {
  type CreateOwnerInput,
  createOwnerInputSchema,
  type RestaurantOwner,
  restaurantOwnerSchema,
} from "@/domain/api/admin";
import { invalidateAdminData } from "./invalidate-admin-data";

export { createOwnerInputSchema };

/** 'Add Owner': the restaurant and its shop_owner, who signs in with the initial password. */
export async function createOwner(input: CreateOwnerInput): Promise<RestaurantOwner> {
  return restaurantOwnerSchema.parse(
    await apiSend<unknown>("POST", "/api/admin/restaurant-owners", input),
  );
}

export function useCreateOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOwner,
    onSettled: () => invalidateAdminData(queryClient),
  });
}
