import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiSend } from "@/client/lib/api-client";
import {
  type CurrentUser,
  EMAIL_NOT_VERIFIED_CODE,
  type LoginInput,
  loginInputSchema,
} from "@/domain/api/auth";
import { rememberSignedInUser } from "./session-cache";

export { type LoginInput, loginInputSchema };

export async function login(input: LoginInput): Promise<CurrentUser> {
  const { user } = await apiSend<{ user: CurrentUser }>("POST", "/api/auth/login", input);
  return user;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => rememberSignedInUser(queryClient, user),
  });
}

/** The sign-in was refused because the owner has not confirmed the email address yet. */
export function isEmailNotVerified(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  try {
    return (JSON.parse(error.body) as { code?: unknown } | null)?.code === EMAIL_NOT_VERIFIED_CODE;
  } catch {
    return false;
  }
}
