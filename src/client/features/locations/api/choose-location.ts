import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import { refreshCurrentUser } from "@/client/lib/current-user-cache";
import { setLocationView } from "@/client/lib/location-view";
import { type ChooseLocationInput, chooseLocationInputSchema } from "@/domain/api/locations";

export { chooseLocationInputSchema };

/**
 * PUT /api/session/location: this browser works at another location from now on (204; the
 * server keeps it in a cookie). 403 with a message when the person does not work there.
 */
export async function chooseLocation(input: ChooseLocationInput): Promise<void> {
  await apiSend("PUT", "/api/session/location", input);
}

/**
 * Once the server has it, the dashboard leaves All locations and the session is read again:
 * its new location resets every cached answer (useResetOnLocationChange, in the protected
 * routes) and the live feed reconnects for it. No page reload.
 */
export function useChooseLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseLocation,
    onSuccess: async () => {
      setLocationView("current");
      await refreshCurrentUser(queryClient);
    },
  });
}
