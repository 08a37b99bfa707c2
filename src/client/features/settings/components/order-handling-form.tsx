import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { FormField } from "@/client/components/ui/form-field";
import { LabelledSwitch } from "@/client/components/ui/labelled-switch";
import { toast } from "@/client/hooks/use-toast";
import { oneOf, reportFormError } from "@/client/lib/form-errors";
import {
  DEADLINE_WARNING_RANGE,
  type OrderHandling,
  type OrderHandlingInput,
  orderHandlingSchema,
} from "@/domain/api/settings";
import { ACCEPTING_PLATFORMS } from "@/domain/platform-actions";
import { PLATFORM_META, type Platform } from "@/domain/platforms";
import { useUpdateSettings } from "../api/update-settings";
import { SETTINGS_TEXT, SETTINGS_TOASTS } from "../settings-messages";
import { SaveSectionButton, WholeNumberInput } from "./settings-form-parts";

const TEXT = SETTINGS_TEXT.orderHandling;
const FIELDS = [
  "autoAcceptPlatforms",
  "deadlineWarningMinutes",
  "ageWarningMinutes",
  "ageLateMinutes",
] as const;
const isField = oneOf(FIELDS);

export type OrderHandlingFormProps = { handling: OrderHandling };

/**
 * How the restaurant answers the platforms that wait for it: which accept new orders on
 * their own, when the Accept countdown turns red, and when an open order's age turns amber
 * and red on the dashboard. Saved for everyone who signs in.
 */
export function OrderHandlingForm({ handling }: OrderHandlingFormProps) {
  const updateSettings = useUpdateSettings();
  const form = useForm<OrderHandlingInput, unknown, OrderHandling>({
    resolver: zodResolver(orderHandlingSchema),
    defaultValues: handling,
  });
  const { errors } = form.formState;
  const id = useId();
  const autoAcceptError = errors.autoAcceptPlatforms?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await updateSettings.mutateAsync({ orderHandling: values });
      form.reset(saved.orderHandling);
    } catch (error) {
      reportFormError({
        error,
        isField,
        setFieldError: (field, message, shouldFocus) =>
          form.setError(field, { type: "server", message }, { shouldFocus }),
        failedTitle: SETTINGS_TOASTS.orderHandlingSaveFailedTitle,
      });
      return;
    }
    toast({ variant: "success", ...SETTINGS_TOASTS.orderHandlingSaved });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <fieldset
        className="grid gap-1"
        aria-describedby={`${id}-hint${autoAcceptError ? ` ${id}-error` : ""}`}
      >
        <legend className="text-base font-medium">{TEXT.autoAccept}</legend>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {TEXT.autoAcceptHint}
        </p>
        <Controller
          control={form.control}
          name="autoAcceptPlatforms"
          render={({ field }) => {
            const chosen: Platform[] = field.value ?? [];
            return (
              <>
                {ACCEPTING_PLATFORMS.map((platform) => (
                  <LabelledSwitch
                    key={platform}
                    label={PLATFORM_META[platform].displayName}
                    checked={chosen.includes(platform)}
                    onCheckedChange={(isOn) =>
                      field.onChange(
                        isOn
                          ? [...chosen, platform]
                          : chosen.filter((candidate) => candidate !== platform),
                      )
                    }
                  />
                ))}
              </>
            );
          }}
        />
        {autoAcceptError && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
            {autoAcceptError}
          </p>
        )}
      </fieldset>
      <FormField
        label={TEXT.deadlineWarning}
        hint={TEXT.deadlineWarningHint}
        error={errors.deadlineWarningMinutes?.message}
      >
        {(control) => (
          <WholeNumberInput
            {...control}
            min={DEADLINE_WARNING_RANGE.min}
            max={DEADLINE_WARNING_RANGE.max}
            {...form.register("deadlineWarningMinutes")}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={TEXT.ageWarning}
          hint={TEXT.ageWarningHint}
          error={errors.ageWarningMinutes?.message}
        >
          {(control) => (
            <WholeNumberInput
              {...control}
              min={1}
              max={240}
              {...form.register("ageWarningMinutes")}
            />
          )}
        </FormField>
        <FormField
          label={TEXT.ageLate}
          hint={TEXT.ageLateHint}
          error={errors.ageLateMinutes?.message}
        >
          {(control) => (
            <WholeNumberInput {...control} min={2} max={480} {...form.register("ageLateMinutes")} />
          )}
        </FormField>
      </div>
      <SaveSectionButton isPending={updateSettings.isPending} text={TEXT} />
    </form>
  );
}
