import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "@/client/lib/api-client";
import {
  type AddDeviceInput,
  type Device,
  deviceSchema,
  devicesSchema,
  type PairingCode,
  pairingCodeSchema,
  type UpdateDeviceInput,
} from "@/domain/api/devices";

/** GET /api/devices: the restaurant's kitchen devices, paired or waiting for their code. */
export const DEVICES_KEY = ["/api/devices"] as const;

export async function getDevices(): Promise<Device[]> {
  return devicesSchema.parse(await apiGet<unknown>(DEVICES_KEY[0])).devices;
}

export function useDevices() {
  return useQuery({ queryKey: DEVICES_KEY, queryFn: getDevices });
}

/** The devices change: read them again. */
function useDevicesChange<Input, Result>(send: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}

const deviceUrl = (id: string) => `/api/devices/${encodeURIComponent(id)}`;

/** POST /api/devices: a device waiting for its code, and the code, shown once. */
export function useAddDevice() {
  return useDevicesChange(async (input: AddDeviceInput) =>
    pairingCodeSchema.parse(await apiSend<unknown>("POST", "/api/devices", input)),
  );
}

/** POST /api/devices/:id/code: a new code for a device still waiting (the old one stops working). */
export function useNewPairingCode() {
  return useDevicesChange(
    async (id: string): Promise<PairingCode> =>
      pairingCodeSchema.parse(await apiSend<unknown>("POST", `${deviceUrl(id)}/code`)),
  );
}

/**
 * PATCH /api/devices/:id: its name, or what it asks a PIN for. The answer is the device,
 * shown at once, so a box just ticked does not flicker back while the list is read again.
 */
export function useUpdateDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...input }: UpdateDeviceInput & { id: string }) =>
      deviceSchema.parse(await apiSend<unknown>("PATCH", deviceUrl(id), input)),
    onSuccess: (updated) =>
      queryClient.setQueryData<Device[]>(DEVICES_KEY, (devices) =>
        devices?.map((device) => (device.id === updated.id ? updated : device)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}

/** DELETE /api/devices/:id: revokes it; its screens close within seconds. */
export function useRemoveDevice() {
  return useDevicesChange((id: string) => apiSend("DELETE", deviceUrl(id)));
}
