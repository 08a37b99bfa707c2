import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import type { CurrentUser, VerifyEmailInput } from "@/domain/api/auth";
import { rememberSignedInUser } from "./session-cache";

/** POST /api/auth/verify-email: confirms the address and signs its owner in. */
export async function verifyEmail(input: VerifyEmailInput): Promise<CurrentUser> {
  const { user } = await apiSend<{ user: CurrentUser }>("POST", "/api/auth/verify-email", input);
  return user;
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: (user) => rememberSignedInUser(queryClient, user),
  });
}
