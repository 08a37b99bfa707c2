import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import {
  type RestaurantOwner,
  restaurantOwnerSchema,
  type UpdateOwnerInput,
  updateOwnerInputSchema,
} from "@/domain/api/admin";
import { invalidateAdminData } from "./invalidate-admin-data";

export { updateOwnerInputSchema };

export type UpdateOwnerOptions = { ownerId: string; changes: UpdateOwnerInput };

/** Edit, Activate and Deactivate: only the fields that change travel. */
export async function updateOwner({
  ownerId,
  changes,
}: UpdateOwnerOptions): Promise<RestaurantOwner> {
  const json = await apiSend<unknown>(
    "PATCH",
    `/api/admin/restaurant-owners/${encodeURIComponent(ownerId)}`,
    changes,
  );
  return restaurantOwnerSchema.parse(json);
}

export function useUpdateOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwner,
    onSettled: () => invalidateAdminData(queryClient),
  });
}
