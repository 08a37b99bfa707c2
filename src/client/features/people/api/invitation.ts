import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import { CURRENT_USER_KEY } from "@/client/lib/current-user-cache";
import type { CurrentUser } from "@/domain/api/auth";
import type { AcceptInvitationInput, InvitationDetails } from "@/domain/api/people";

/** POST /api/auth/invitation: what the link invites to (the token stays out of the address's logs). */
export function useInvitation(token: string | null) {
  return useQuery({
    queryKey: ["invitation", token],
    enabled: token !== null,
    retry: false,
    queryFn: () => apiSend<InvitationDetails>("POST", "/api/auth/invitation", { token }),
  });
}

/** Joins the team: the answer is the person, signed in. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AcceptInvitationInput) =>
      apiSend<{ user: CurrentUser }>("POST", "/api/auth/accept-invitation", input),
    onSuccess: ({ user }) => queryClient.setQueryData(CURRENT_USER_KEY, user),
  });
}
