import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import { refreshCurrentUser } from "@/client/lib/current-user-cache";
import { type RestaurantProfile, type Settings, settingsSchema } from "@/domain/api/settings";
import { SETTINGS_KEY } from "./get-settings";

/** PUT /api/settings: 200 the saved settings; 400 with an issue per field. */
export async function updateSettings(restaurant: RestaurantProfile): Promise<Settings> {
  return settingsSchema.parse(await apiSend<unknown>("PUT", "/api/settings", { restaurant }));
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      // The shell and the printed receipt show the name, the cards use the timezone: the
      // current user carries both, so ask for it again.
      await refreshCurrentUser(queryClient);
    },
  });
}
