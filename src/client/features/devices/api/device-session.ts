import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "@/client/lib/api-client";
import { CURRENT_USER_KEY } from "@/client/lib/current-user-cache";
import { rememberDeviceBrowser } from "@/client/lib/device-browser";
import { forgetOperator, holdOperator } from "@/client/lib/operator-store";
import { replaceSessionCache } from "@/client/lib/query-client";
import { type CurrentUser, currentUserSchema } from "@/domain/api/auth";
import {
  type DevicePerson,
  devicePeopleSchema,
  type IdentifyInput,
  type Operator,
  operatorSchema,
  type PairInput,
  type SetPinOnDeviceInput,
} from "@/domain/api/devices";

/**
 * The device's own calls: pairing, and who is at it. Those that identify someone neither
 * send an operator's token nor ask for a PIN (api-client.ts): they answer that question.
 */

/** POST /api/device/pair: this browser becomes the device, whoever was signed in here. */
export async function pairDevice(input: PairInput): Promise<CurrentUser> {
  return currentUserSchema.parse(
    await apiSend<unknown>("POST", "/api/device/pair", input, { operator: "omit" }),
  );
}

export function usePairDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pairDevice,
    onSuccess: (user) => {
      // Nothing of whoever used this browser before stays, as after a sign-in.
      forgetOperator();
      replaceSessionCache(queryClient, CURRENT_USER_KEY, user);
      rememberDeviceBrowser();
    },
  });
}

/** GET /api/device/people: the people who have set a PIN, read afresh each time it is asked. */
export const DEVICE_PEOPLE_KEY = ["/api/device/people"] as const;

export function useDevicePeople() {
  return useQuery({
    queryKey: DEVICE_PEOPLE_KEY,
    staleTime: 0,
    queryFn: async (): Promise<DevicePerson[]> =>
      devicePeopleSchema.parse(await apiGet<unknown>(DEVICE_PEOPLE_KEY[0], { operator: "omit" }))
        .people,
  });
}

/** POST /api/device/identify: the person's PIN; the answer is held as the operator. */
export async function identify(input: IdentifyInput): Promise<Operator> {
  const operator = operatorSchema.parse(
    await apiSend<unknown>("POST", "/api/device/identify", input, { operator: "omit" }),
  );
  holdOperator(operator);
  return operator;
}

export function useIdentify() {
  return useMutation({ mutationFn: identify });
}

/** POST /api/device/pin: a person sets their own PIN on the device with email and password. */
export function useSetPinOnDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetPinOnDeviceInput) =>
      apiSend<{ message: string }>("POST", "/api/device/pin", input, { operator: "omit" }),
    // They may be new to the list of people who can identify.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEVICE_PEOPLE_KEY }),
  });
}

/**
 * Done: the device acts as Kitchen again at once. The token is only in this page's memory,
 * so forgetting it ends it here; on the server it runs out by itself.
 */
export function endOperator(): void {
  forgetOperator();
}
