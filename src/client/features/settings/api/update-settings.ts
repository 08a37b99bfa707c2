import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import { refreshCurrentUser } from "@/client/lib/current-user-cache";
import { SETTINGS_KEY } from "@/client/lib/restaurant-settings";
import { type Settings, type SettingsUpdate, settingsSchema } from "@/domain/api/settings";
import { locationsQueryOptions } from "./get-locations";

/**
 * PUT /api/settings with the profile, the order handling or both: 200 the saved settings;
 * 400 with an issue per field.
 */
export async function updateSettings(changes: SettingsUpdate): Promise<Settings> {
  return settingsSchema.parse(await apiSend<unknown>("PUT", "/api/settings", changes));
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: async (saved, changes) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      // The shell and the printed receipt show the name, the cards use the timezone: the
      // current user carries both, and Locations lists them, so ask for both again when the
      // profile changed.
      if (!changes.restaurant) return;
      await Promise.all([
        refreshCurrentUser(queryClient),
        queryClient.invalidateQueries({ queryKey: locationsQueryOptions().queryKey }),
      ]);
    },
  });
}
