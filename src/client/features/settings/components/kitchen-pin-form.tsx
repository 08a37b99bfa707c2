import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { PinField } from "@/client/components/account-fields";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { oneOf, reportFormError } from "@/client/lib/form-errors";
import { type SetPinInput, setPinInputSchema, useSetPin } from "../api/set-pin";
import { SETTINGS_TEXT, SETTINGS_TOASTS } from "../settings-messages";
import { SaveSectionButton } from "./settings-form-parts";

const TEXT = SETTINGS_TEXT.account;
const isPinField = oneOf(["currentPassword", "pin"] as const);
const EMPTY: SetPinInput = { currentPassword: "", pin: "" };

/**
 * "Kitchen PIN": the person's PIN for the restaurant's kitchen devices, set with their
 * password. The server's answer says it is set, under the form.
 */
export function KitchenPinForm() {
  const save = useSetPin();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm<SetPinInput>({
    resolver: zodResolver(setPinInputSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    setSaved(null);
    try {
      const { message } = await save.mutateAsync(input);
      // Neither the password nor the PIN stays in its box once used.
      form.reset(EMPTY);
      setSaved(message);
    } catch (error) {
      reportFormError({
        error,
        isField: isPinField,
        setFieldError: (field, message, shouldFocus) =>
          form.setError(field, { type: "server", message }, { shouldFocus }),
        failedTitle: SETTINGS_TOASTS.kitchenPinFailedTitle,
      });
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="kitchen-pin-heading"
      className="grid gap-5 rounded-lg border p-4"
    >
      <div className="grid gap-1">
        <h3 id="kitchen-pin-heading" className="text-base font-semibold">
          {TEXT.kitchenPin}
        </h3>
        <p className="text-sm text-muted-foreground">{TEXT.kitchenPinLead}</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={TEXT.kitchenPinCurrentPassword} error={errors.currentPassword?.message}>
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="current-password"
              {...form.register("currentPassword")}
            />
          )}
        </FormField>
        <PinField
          label={TEXT.kitchenPinNew}
          hint={TEXT.kitchenPinHint}
          error={errors.pin?.message}
          registration={form.register("pin")}
        />
      </div>
      {saved && (
        <p role="status" className="flex items-center gap-2 text-base font-medium">
          <CircleCheck className="size-5 shrink-0 text-brand" aria-hidden />
          {saved}
        </p>
      )}
      <SaveSectionButton
        isPending={save.isPending}
        text={{ save: TEXT.saveKitchenPin, saving: TEXT.savingKitchenPin }}
      />
    </form>
  );
}
