import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import { replaceSessionCache } from "@/client/lib/query-client";
import { ADMIN_USER_KEY } from "./get-admin-user";

export async function adminLogout(): Promise<void> {
  await apiSend("POST", "/api/admin/logout");
}

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogout,
    onSuccess: () => replaceSessionCache(queryClient, ADMIN_USER_KEY, null),
  });
}
