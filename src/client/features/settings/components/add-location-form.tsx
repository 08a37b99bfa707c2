import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { NativeSelect } from "@/client/components/ui/native-select";
import { Textarea } from "@/client/components/ui/textarea";
import { toast } from "@/client/hooks/use-toast";
import { oneOf, reportFormError } from "@/client/lib/form-errors";
import { LOCATION_MESSAGES, type NewLocation, type NewLocationInput } from "@/domain/api/locations";
import { newLocationInputSchema, useAddLocation } from "../api/add-location";
import { SETTINGS_TEXT, SETTINGS_TOASTS } from "../settings-messages";
import { currencyOptions } from "./currency-options";
import { TimezoneField } from "./timezone-field";

const TEXT = SETTINGS_TEXT.locations;
const isLocationField = oneOf(["name", "phone", "address", "timezone", "currency"] as const);

export type AddLocationFormProps = {
  /** Where a new location starts: the current location's clock and currency. */
  timezone: string;
  currency: string;
};

/**
 * "Add a location": its name, phone, address, timezone and currency, checked with the shared
 * schema before the server sees them, and the server's issues put beside their fields.
 */
export function AddLocationForm({ timezone, currency }: AddLocationFormProps) {
  const addLocation = useAddLocation();
  const blank = { name: "", phone: "", address: "", timezone, currency };
  const form = useForm<NewLocationInput, unknown, NewLocation>({
    resolver: zodResolver(newLocationInputSchema),
    defaultValues: blank,
  });
  const { errors } = form.formState;
  const currencies = useMemo(() => currencyOptions(currency), [currency]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const added = await addLocation.mutateAsync(values);
      toast({ variant: "success", title: LOCATION_MESSAGES.added(added.name) });
      form.reset(blank);
    } catch (error) {
      reportFormError({
        error,
        isField: isLocationField,
        setFieldError: (field, message, shouldFocus) =>
          form.setError(field, { type: "server", message }, { shouldFocus }),
        failedTitle: SETTINGS_TOASTS.locationAddFailedTitle,
      });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={TEXT.addTitle}
      className="grid gap-5 border-t pt-5"
    >
      <div className="grid gap-1">
        <h3 className="text-lg font-semibold">{TEXT.addTitle}</h3>
        <p className="text-sm text-muted-foreground">{TEXT.addLead}</p>
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <FormField label={TEXT.name} hint={TEXT.nameHint} error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="off" {...form.register("name")} />}
        </FormField>
        <FormField label={TEXT.phone} error={errors.phone?.message}>
          {(control) => (
            <Input {...control} type="tel" autoComplete="off" {...form.register("phone")} />
          )}
        </FormField>
      </div>
      <FormField label={TEXT.address} error={errors.address?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            autoComplete="off"
            className="min-h-20"
            {...form.register("address")}
          />
        )}
      </FormField>
      <div className="grid gap-5 md:grid-cols-2">
        <TimezoneField
          current={timezone}
          hint={TEXT.timezoneHint}
          error={errors.timezone?.message}
          registration={form.register("timezone")}
        />
        <FormField label={TEXT.currency} hint={TEXT.currencyHint} error={errors.currency?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register("currency")}>
              {currencies.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <Button
        type="submit"
        size="lg"
        className="justify-self-start"
        disabled={addLocation.isPending}
      >
        <Plus aria-hidden />
        {addLocation.isPending ? TEXT.adding : TEXT.add}
      </Button>
    </form>
  );
}
