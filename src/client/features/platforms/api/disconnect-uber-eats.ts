import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiSend } from "@/client/lib/api-client";
import { setCachedCurrentUser } from "@/client/lib/current-user-cache";
import { type CurrentUser, currentUserSchema } from "@/domain/api/auth";
import { PLATFORM_CONNECTIONS_KEY } from "./get-platform-connections";

const userAnswerSchema = z.object({ user: currentUserSchema });

/** POST /api/platforms/ubereats/disconnect: 200 {user}. */
export async function disconnectUberEats(): Promise<CurrentUser> {
  const answer = await apiSend<unknown>("POST", "/api/platforms/ubereats/disconnect");
  return userAnswerSchema.parse(answer).user;
}

export function useDisconnectUberEats() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectUberEats,
    onSuccess: (user) => {
      setCachedCurrentUser(queryClient, user);
      // The answer carries only the user, so the list's Uber Eats entry is stale; no need to
      // hold the toast back until it is read again.
      void queryClient.invalidateQueries({ queryKey: PLATFORM_CONNECTIONS_KEY });
    },
  });
}
