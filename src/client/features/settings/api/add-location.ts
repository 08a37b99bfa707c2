import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import { refreshCurrentUser } from "@/client/lib/current-user-cache";
import {
  type Location,
  locationSchema,
  type NewLocationInput,
  newLocationInputSchema,
} from "@/domain/api/locations";
import { locationsQueryOptions } from "./get-locations";

export { newLocationInputSchema };

/**
 * POST /api/locations: 201 the new location, with an empty menu. 400 with an issue per
 * field, 409 once the account holds as many locations as it may.
 */
export async function addLocation(input: NewLocationInput): Promise<Location> {
  return locationSchema.parse(await apiSend<unknown>("POST", "/api/locations", input));
}

export function useAddLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLocation,
    onSuccess: async () => {
      // The current user lists the locations one may switch to: the new one joins them.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: locationsQueryOptions().queryKey }),
        refreshCurrentUser(queryClient),
      ]);
    },
  });
}
