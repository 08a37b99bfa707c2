import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import { forgetSignedInUser } from "./session-cache";

export async function logout(): Promise<void> {
  await apiSend("POST", "/api/auth/logout");
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => forgetSignedInUser(queryClient),
  });
}
