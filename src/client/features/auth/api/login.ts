import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import { type CurrentUser, type LoginInput, loginInputSchema } from "@/domain/api/auth";
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
