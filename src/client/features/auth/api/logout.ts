import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import { forgetKeptReads } from "@/client/lib/service-worker";
import { forgetSignedInUser } from "./session-cache";

export async function logout(): Promise<void> {
  await apiSend("POST", "/api/auth/logout");
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      forgetKeptReads();
      forgetSignedInUser(queryClient);
    },
  });
}
