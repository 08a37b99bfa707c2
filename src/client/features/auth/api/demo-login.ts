import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import type { CurrentUser } from "@/domain/api/auth";
import { rememberSignedInUser } from "./session-cache";

/** POST with no body; the server opens a fresh demo restaurant for this visitor. */
export async function demoLogin(): Promise<CurrentUser> {
  const { user } = await apiSend<{ user: CurrentUser }>("POST", "/api/auth/demo-login");
  return user;
}

export function useDemoLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: demoLogin,
    onSuccess: (user) => rememberSignedInUser(queryClient, user),
  });
}
