import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiSend } from "@/client/lib/api-client";
import { setCachedCurrentUser } from "@/client/lib/current-user-cache";
import { currentUserSchema } from "@/domain/api/auth";
import {
  type ConnectionDetails,
  type ConnectionUpdate,
  connectionDetailsSchema,
  connectionUpdateSchema,
} from "@/domain/api/platform-connections";
import { PLATFORM_CONNECTIONS_KEY } from "./get-platform-connections";

export { connectionUpdateSchema };

const updateAnswerSchema = z.object({
  user: currentUserSchema,
  connection: connectionDetailsSchema,
});
export type ConnectionUpdateAnswer = z.infer<typeof updateAnswerSchema>;

export type UpdatePlatformConnectionOptions = { userId: string; update: ConnectionUpdate };

/** POST /api/users/:id/platform-connections: 200 {user, connection}; 400 with issues. */
export async function updatePlatformConnection({
  userId,
  update,
}: UpdatePlatformConnectionOptions): Promise<ConnectionUpdateAnswer> {
  const url = `/api/users/${encodeURIComponent(userId)}/platform-connections`;
  return updateAnswerSchema.parse(await apiSend<unknown>("POST", url, update));
}

/** Puts one platform's fresh details in the list, leaving the others as they are. */
export function setCachedConnection(queryClient: QueryClient, connection: ConnectionDetails): void {
  queryClient.setQueryData<ConnectionDetails[]>(PLATFORM_CONNECTIONS_KEY, (list) =>
    list?.map((entry) => (entry.platform === connection.platform ? connection : entry)),
  );
}

export function useUpdatePlatformConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlatformConnection,
    // The shell's and this screen's flags and masked keys come from the answer, no re-read.
    onSuccess: ({ user, connection }) => {
      setCachedCurrentUser(queryClient, user);
      setCachedConnection(queryClient, connection);
    },
  });
}
