import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet, apiSend } from "@/client/lib/api-client";
import { setCachedCurrentUser } from "@/client/lib/current-user-cache";
import { currentUserSchema } from "@/domain/api/auth";
import {
  type UberStoresResponse,
  uberStoresResponseSchema,
} from "@/domain/api/platform-connections";
import { PLATFORM_CONNECTIONS_KEY } from "./get-platform-connections";

/** GET /api/platforms/ubereats/stores: the stores to choose from, and the one activated. */
export const UBER_EATS_STORES_KEY = ["/api/platforms/ubereats/stores"] as const;

export async function getUberEatsStores(): Promise<UberStoresResponse> {
  return uberStoresResponseSchema.parse(await apiGet<unknown>(UBER_EATS_STORES_KEY[0]));
}

export function useUberEatsStores() {
  return useQuery({ queryKey: UBER_EATS_STORES_KEY, queryFn: getUberEatsStores });
}

const activatedSchema = z.object({ user: currentUserSchema, message: z.string() });

/** POST /api/platforms/ubereats/stores/activate {storeId}: 200 {user, message}. */
export function useActivateUberEatsStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (storeId: string) =>
      activatedSchema.parse(
        await apiSend<unknown>("POST", "/api/platforms/ubereats/stores/activate", { storeId }),
      ),
    onSuccess: ({ user }) => {
      setCachedCurrentUser(queryClient, user);
      void queryClient.invalidateQueries({ queryKey: UBER_EATS_STORES_KEY });
      void queryClient.invalidateQueries({ queryKey: PLATFORM_CONNECTIONS_KEY });
    },
  });
}
