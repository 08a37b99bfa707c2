import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import { type PublishStatus, publishStatusSchema } from "@/domain/api/menu-publish";
import { PUBLISH_STATUS_KEY } from "./get-publish-status";

/**
 * POST /api/menu/publish: the whole menu to every connected marketplace. Answers the new
 * publish status; 409 with no marketplace connected or no item on the menu.
 */
export async function publishMenu(): Promise<PublishStatus> {
  return publishStatusSchema.parse(await apiSend<unknown>("POST", "/api/menu/publish"));
}

export function usePublishMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishMenu,
    onSuccess: (status) => queryClient.setQueryData(PUBLISH_STATUS_KEY, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PUBLISH_STATUS_KEY }),
  });
}
