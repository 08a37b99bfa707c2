import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { Textarea } from "@/client/components/ui/textarea";
import { toast } from "@/client/hooks/use-toast";
import { oneOf, reportFormError } from "@/client/lib/form-errors";
import {
  PREP_MINUTES_RANGE,
  type RestaurantProfile,
  type RestaurantProfileInput,
  restaurantProfileSchema,
} from "@/domain/api/settings";
import { useUpdateSettings } from "../api/update-settings";
import { SETTINGS_TEXT, SETTINGS_TOASTS } from "../settings-messages";
import { SaveSectionButton, WholeNumberInput } from "./settings-form-parts";
import { TimezoneField } from "./timezone-field";

const TEXT = SETTINGS_TEXT.profile;
const PROFILE_FIELDS = [
  "name",
  "phone",
  "address",
  "timezone",
  "prepMinutes",
  "salesTaxPercent",
] as const;
const isProfileField = oneOf(PROFILE_FIELDS);

export type ProfileFormProps = { profile: RestaurantProfile };

/**
 * The restaurant's name, phone, address, timezone, preparation time and sales tax, checked
 * with the shared schema (its messages) before the server sees them, and the server's issues
 * put beside their fields.
 */
export function ProfileForm({ profile }: ProfileFormProps) {
  const updateSettings = useUpdateSettings();
  const form = useForm<RestaurantProfileInput, unknown, RestaurantProfile>({
    resolver: zodResolver(restaurantProfileSchema),
    defaultValues: profile,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await updateSettings.mutateAsync({ restaurant: values });
      form.reset(saved.restaurant);
    } catch (error) {
      reportFormError({
        error,
        isField: isProfileField,
        setFieldError: (field, message, shouldFocus) =>
          form.setError(field, { type: "server", message }, { shouldFocus }),
        failedTitle: SETTINGS_TOASTS.profileSaveFailedTitle,
      });
      return;
    }
    toast({ variant: "success", ...SETTINGS_TOASTS.profileSaved });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField label={TEXT.name} hint={TEXT.nameHint} error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="organization" {...form.register("name")} />}
      </FormField>
      <FormField label={TEXT.phone} error={errors.phone?.message}>
        {(control) => (
          <Input {...control} type="tel" autoComplete="tel" {...form.register("phone")} />
        )}
      </FormField>
      <FormField label={TEXT.address} error={errors.address?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            autoComplete="street-address"
            className="min-h-20"
            {...form.register("address")}
          />
        )}
      </FormField>
      <TimezoneField
        current={profile.timezone}
        hint={TEXT.timezoneHint}
        error={errors.timezone?.message}
        registration={form.register("timezone")}
      />
      <FormField
        label={TEXT.prepMinutes}
        hint={TEXT.prepMinutesHint}
        error={errors.prepMinutes?.message}
      >
        {(control) => (
          <WholeNumberInput
            {...control}
            min={PREP_MINUTES_RANGE.min}
            max={PREP_MINUTES_RANGE.max}
            {...form.register("prepMinutes")}
          />
        )}
      </FormField>
      <FormField
        label={TEXT.salesTax}
        hint={TEXT.salesTaxHint}
        error={errors.salesTaxPercent?.message}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="decimal"
            min={0}
            max={30}
            step={0.001}
            className="max-w-32"
            {...form.register("salesTaxPercent")}
          />
        )}
      </FormField>
      <SaveSectionButton isPending={updateSettings.isPending} text={TEXT} />
    </form>
  );
}
