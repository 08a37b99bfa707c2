import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { apiSend } from "@/client/lib/api-client";
import { passwordSchema, type ResetPasswordInput } from "@/domain/api/auth";

/** The form asks for the new password twice; the request carries it once. */
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    message: "The passwords do not match",
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return apiSend("POST", "/api/auth/reset-password", input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
