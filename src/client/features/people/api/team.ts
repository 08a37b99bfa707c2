import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "@/client/lib/api-client";
import { PEOPLE_KEY } from "@/client/lib/people-query";
import type { InviteInput, RoleChangeInput, Team } from "@/domain/api/people";

/** GET /api/people: the team and its open invitations. */
export function useTeam() {
  return useQuery({
    queryKey: PEOPLE_KEY,
    queryFn: async () => (await apiGet<Team>(PEOPLE_KEY[0])) as Team,
  });
}

/** The team changes: read it again (the answer of a role change is the team itself). */
function useTeamChange<Input, Result>(send: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PEOPLE_KEY }),
  });
}

/** POST /api/people/invitations; inviting an address again sends a new link. */
export function useInvite() {
  return useTeamChange((input: InviteInput) =>
    apiSend<{ message: string }>("POST", "/api/people/invitations", input),
  );
}

export function useWithdrawInvitation() {
  return useTeamChange((id: string) =>
    apiSend("DELETE", `/api/people/invitations/${encodeURIComponent(id)}`),
  );
}

export function useChangeRole() {
  return useTeamChange(({ id, ...input }: RoleChangeInput & { id: string }) =>
    apiSend<Team>("PATCH", `/api/people/${encodeURIComponent(id)}`, input),
  );
}

export function useRemovePerson() {
  return useTeamChange((id: string) => apiSend("DELETE", `/api/people/${encodeURIComponent(id)}`));
}
