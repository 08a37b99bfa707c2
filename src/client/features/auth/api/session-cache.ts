import type { QueryClient } from "@tanstack/react-query";
import { replaceSessionCache } from "@/client/lib/query-client";
import type { CurrentUser } from "@/domain/api/auth";
import { CURRENT_USER_KEY } from "./get-current-user";

/**
 * After a sign-in the current-user and orders caches are refreshed. Nothing cached
 * for whoever used this browser before survives, orders included; the new user's details
 * come from the sign-in answer.
 */
export function rememberSignedInUser(queryClient: QueryClient, user: CurrentUser): void {
  replaceSessionCache(queryClient, CURRENT_USER_KEY, user);
}

/** After a sign-out nothing of the previous user may stay on screen. */
export function forgetSignedInUser(queryClient: QueryClient): void {
  replaceSessionCache(queryClient, CURRENT_USER_KEY, null);
}
