import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "./ui/form-field";
import { Input } from "./ui/input";

/** The email and password inputs every sign-in form uses, with their messages underneath. */
export type AccountFieldProps = {
  registration: UseFormRegisterReturn;
  error?: string;
  label?: string;
  autoComplete?: string;
};

export function EmailField({
  registration,
  error,
  label = "Email",
  autoComplete = "email",
}: AccountFieldProps) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <Input
          {...control}
          type="email"
          inputMode="email"
          autoComplete={autoComplete}
          {...registration}
        />
      )}
    </FormField>
  );
}

export function PasswordField({
  registration,
  error,
  label = "Password",
  autoComplete = "current-password",
}: AccountFieldProps) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <Input {...control} type="password" autoComplete={autoComplete} {...registration} />
      )}
    </FormField>
  );
}
