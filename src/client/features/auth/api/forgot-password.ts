import { useMutation } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import { type ForgotPasswordInput, forgotPasswordInputSchema } from "@/domain/api/auth";

export { type ForgotPasswordInput, forgotPasswordInputSchema };

export function requestPasswordReset(input: ForgotPasswordInput): Promise<{ message: string }> {
  return apiSend("POST", "/api/auth/forgot-password", input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
