import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiSend } from "@/client/lib/api-client";
import { setCachedCurrentUser } from "@/client/lib/current-user-cache";
import { type CurrentUser, currentUserSchema } from "@/domain/api/auth";
import { PLATFORM_CONNECTIONS_KEY } from "./get-platform-connections";
import { UBER_EATS_STORES_KEY } from "./uber-eats-stores";

const disconnectedSchema = z.object({ user: currentUserSchema, warning: z.string().nullable() });

/**
 * POST /api/platforms/ubereats/disconnect: 200 {user, warning}; the warning says Uber did not
 * switch the integration off, so the owner can do it in Uber Eats Manager.
 */
export async function disconnectUberEats(): Promise<{
  user: CurrentUser;
  warning: string | null;
}> {
  const answer = await apiSend<unknown>("POST", "/api/platforms/ubereats/disconnect");
  return disconnectedSchema.parse(answer);
}

export function useDisconnectUberEats() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectUberEats,
    onSuccess: ({ user }) => {
      setCachedCurrentUser(queryClient, user);
      void queryClient.invalidateQueries({ queryKey: UBER_EATS_STORES_KEY });
      // The answer carries only the user, so the list's Uber Eats entry is stale; no need to
      // hold the toast back until it is read again.
      void queryClient.invalidateQueries({ queryKey: PLATFORM_CONNECTIONS_KEY });
    },
  });
}
