import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import { type DeleteOwnerResult, deleteOwnerResultSchema } from "@/domain/api/admin";
import { invalidateAdminData } from "./invalidate-admin-data";

/** Removes the owner, their restaurant and everything it holds; the answer says how much. */
export async function deleteOwner(ownerId: string): Promise<DeleteOwnerResult> {
  const json = await apiSend<unknown>(
    "DELETE",
    `/api/admin/restaurant-owners/${encodeURIComponent(ownerId)}`,
  );
  return deleteOwnerResultSchema.parse(json);
}

export function useDeleteOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOwner,
    onSettled: () => invalidateAdminData(queryClient),
  });
}
