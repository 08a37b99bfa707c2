import { z } from "zod";
import { passwordSchema } from "@/domain/api/auth";
import {
  type AccountUpdate,
  accountUpdateSchema,
  CURRENT_PASSWORD_REQUIRED,
} from "@/domain/api/settings";
import { SETTINGS_TEXT } from "./settings-messages";

/**
 * The Account form: the shared schema's fields as text boxes give them (an empty box is
 * "no change"), a confirmation of the new password, and the server's rule that the current
 * password is needed to change the email or the password, checked before the trip.
 */
export function accountFormSchema(currentEmail: string) {
  return z
    .object({
      name: accountUpdateSchema.shape.name,
      email: accountUpdateSchema.shape.email,
      currentPassword: z.string().max(200),
      newPassword: z.literal("").or(passwordSchema),
      confirmPassword: z.string(),
    })
    .superRefine((values, context) => {
      if (values.newPassword !== values.confirmPassword) {
        context.addIssue({
          code: "custom",
          path: ["confirmPassword"],
          message: SETTINGS_TEXT.account.passwordsDoNotMatch,
        });
      }
      if (values.currentPassword === "" && isSensitiveChange(values, currentEmail)) {
        context.addIssue({
          code: "custom",
          path: ["currentPassword"],
          message: CURRENT_PASSWORD_REQUIRED,
        });
      }
    });
}
export type AccountFormSchema = ReturnType<typeof accountFormSchema>;
export type AccountFormInput = z.input<AccountFormSchema>;
export type AccountFormValues = z.output<AccountFormSchema>;

/** A new email or a new password: the server asks for the current one and ends other sessions. */
export function isSensitiveChange(
  values: Pick<AccountFormValues, "email" | "newPassword">,
  currentEmail: string,
): boolean {
  return values.newPassword !== "" || values.email !== currentEmail.trim().toLowerCase();
}

/** What PUT /api/account receives: empty password boxes are left out. */
export function toAccountUpdate(values: AccountFormValues): AccountUpdate {
  return {
    name: values.name,
    email: values.email,
    ...(values.currentPassword !== "" && { currentPassword: values.currentPassword }),
    ...(values.newPassword !== "" && { newPassword: values.newPassword }),
  };
}
