import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import { replaceSessionCache } from "@/client/lib/query-client";
import { type AdminUser, type LoginInput, loginInputSchema } from "@/domain/api/auth";
import { ADMIN_USER_KEY } from "./get-admin-user";

export { loginInputSchema as adminLoginInputSchema };

export async function adminLogin(input: LoginInput): Promise<AdminUser> {
  const { user } = await apiSend<{ user: AdminUser }>("POST", "/api/admin/login", input);
  return user;
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    // One browser holds one session: whatever was cached for another account goes.
    onSuccess: (user) => replaceSessionCache(queryClient, ADMIN_USER_KEY, user),
  });
}
