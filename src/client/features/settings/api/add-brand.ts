import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import { refreshCurrentUser } from "@/client/lib/current-user-cache";
import { type NewBrandInput, newBrandInputSchema } from "@/domain/api/brands";
import { type Location, locationSchema } from "@/domain/api/locations";
import { locationsQueryOptions } from "./get-locations";

export { newBrandInputSchema };

/**
 * POST /api/brands: 201 the new brand, cooked at the location this browser works at. 400 with
 * an issue for the name; 409 at a brand, with as many brands as a location may run, or with a
 * name the account already has; 403 on the demo.
 */
export async function addBrand(input: NewBrandInput): Promise<Location> {
  return locationSchema.parse(await apiSend<unknown>("POST", "/api/brands", input));
}

export function useAddBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBrand,
    onSuccess: async () => {
      // The current user lists the places one may switch to: the new brand joins them.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: locationsQueryOptions().queryKey }),
        refreshCurrentUser(queryClient),
      ]);
    },
  });
}
