import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { toast } from "@/client/hooks/use-toast";
import { oneOf, reportFormError } from "@/client/lib/form-errors";
import type { CurrentUser } from "@/domain/api/auth";
import {
  type AccountFormInput,
  type AccountFormValues,
  accountFormSchema,
  isSensitiveChange,
  toAccountUpdate,
} from "../account-schema";
import { useUpdateAccount } from "../api/update-account";
import { SETTINGS_TEXT, SETTINGS_TOASTS } from "../settings-messages";

const TEXT = SETTINGS_TEXT.account;
const ACCOUNT_FIELDS = ["name", "email", "currentPassword", "newPassword"] as const;
const isAccountField = oneOf(ACCOUNT_FIELDS);

function formValues(user: Pick<CurrentUser, "name" | "email">): AccountFormInput {
  return {
    name: user.name,
    email: user.email,
    currentPassword: "",
    newPassword: "",
    confirmPassword: "",
  };
}

export type AccountFormProps = { user: CurrentUser };

/** Name, email and a new password for the signed-in person (PUT /api/account). */
export function AccountForm({ user }: AccountFormProps) {
  const updateAccount = useUpdateAccount();
  const schema = useMemo(() => accountFormSchema(user.email), [user.email]);
  const form = useForm<AccountFormInput, unknown, AccountFormValues>({
    resolver: zodResolver(schema),
    defaultValues: formValues(user),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const endsOtherSessions = isSensitiveChange(values, user.email);
    try {
      const saved = await updateAccount.mutateAsync(toAccountUpdate(values));
      // Passwords never stay in the boxes once used.
      form.reset(formValues(saved));
    } catch (error) {
      reportFormError({
        error,
        isField: isAccountField,
        conflictField: "email",
        setFieldError: (field, message, shouldFocus) =>
          form.setError(field, { type: "server", message }, { shouldFocus }),
        failedTitle: SETTINGS_TOASTS.accountSaveFailedTitle,
      });
      return;
    }
    toast({
      variant: "success",
      ...(endsOtherSessions ? SETTINGS_TOASTS.accountSavedSignedOut : SETTINGS_TOASTS.accountSaved),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField label={TEXT.name} error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register("name")} />}
      </FormField>
      <FormField label={TEXT.email} error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...form.register("email")}
          />
        )}
      </FormField>
      <fieldset className="grid gap-5 rounded-lg border p-4">
        <legend className="px-1 text-base font-semibold">{TEXT.changePassword}</legend>
        <FormField
          label={TEXT.currentPassword}
          hint={TEXT.currentPasswordHint}
          error={errors.currentPassword?.message}
        >
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="current-password"
              {...form.register("currentPassword")}
            />
          )}
        </FormField>
        <FormField
          label={TEXT.newPassword}
          hint={TEXT.newPasswordHint}
          error={errors.newPassword?.message}
        >
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              {...form.register("newPassword")}
            />
          )}
        </FormField>
        <FormField label={TEXT.confirmPassword} error={errors.confirmPassword?.message}>
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              {...form.register("confirmPassword")}
            />
          )}
        </FormField>
      </fieldset>
      <Button
        type="submit"
        size="lg"
        className="justify-self-start"
        disabled={updateAccount.isPending}
      >
        {updateAccount.isPending ? TEXT.saving : TEXT.save}
      </Button>
    </form>
  );
}
