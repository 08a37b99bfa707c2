import type { UseFormRegisterReturn } from "react-hook-form";
import { cn } from "@/client/lib/utils";
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

/** A kitchen PIN: 4 to 6 digits, hidden as typed, the digit keypad on a phone or tablet. */
export function PinField({
  registration,
  error,
  label,
  hint,
  className,
}: Omit<AccountFieldProps, "autoComplete" | "label"> & {
  label: string;
  hint?: string;
  className?: string;
}) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <Input
          {...control}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          className={cn("font-mono tracking-[0.3em]", className)}
          {...registration}
        />
      )}
    </FormField>
  );
}
