import { useMutation } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import { type SetPinInput, setPinInputSchema } from "@/domain/api/devices";

export { type SetPinInput, setPinInputSchema };

/** PUT /api/account/pin: the signed-in person's PIN for the kitchen devices. */
export function setPin(input: SetPinInput): Promise<{ message: string }> {
  return apiSend("PUT", "/api/account/pin", input);
}

export function useSetPin() {
  return useMutation({ mutationFn: setPin });
}
