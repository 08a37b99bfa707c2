import { useMutation } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import { type ResendVerificationInput, resendVerificationInputSchema } from "@/domain/api/auth";

export { type ResendVerificationInput, resendVerificationInputSchema };

/** POST /api/auth/resend-verification: a new confirmation link, if the address awaits one. */
export function resendVerification(input: ResendVerificationInput): Promise<{ message: string }> {
  return apiSend("POST", "/api/auth/resend-verification", input);
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
