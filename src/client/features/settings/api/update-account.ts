import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import { setCachedCurrentUser } from "@/client/lib/current-user-cache";
import { type CurrentUser, currentUserSchema } from "@/domain/api/auth";
import { type AccountUpdate, accountUpdateSchema } from "@/domain/api/settings";

export { accountUpdateSchema };

/**
 * PUT /api/account: 200 the current user. Changing the email or the password ends every
 * other session; this browser gets a fresh cookie and stays signed in.
 */
export async function updateAccount(changes: AccountUpdate): Promise<CurrentUser> {
  return currentUserSchema.parse(await apiSend<unknown>("PUT", "/api/account", changes));
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (user) => setCachedCurrentUser(queryClient, user),
  });
}
