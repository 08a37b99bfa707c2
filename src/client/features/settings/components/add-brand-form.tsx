import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { toast } from "@/client/hooks/use-toast";
import { ApiError } from "@/client/lib/api-client";
import { oneOf, reportFormError } from "@/client/lib/form-errors";
import { BRAND_MESSAGES, type NewBrand, type NewBrandInput } from "@/domain/api/brands";
import { newBrandInputSchema, useAddBrand } from "../api/add-brand";
import { SETTINGS_TEXT, SETTINGS_TOASTS } from "../settings-messages";

const TEXT = SETTINGS_TEXT.brands;
const isBrandField = oneOf(["name"] as const);
/** The server's code for a name another location or brand of the account has. */
const NAME_TAKEN = "NAME_TAKEN";

export type AddBrandFormProps = {
  /** The location this browser works at, whose kitchen will make the brand's orders. */
  kitchenName: string;
};

/**
 * "Add a brand" cooked in this location's kitchen: its name, checked with the shared schema
 * first. A name the account has goes beside the field; any other refusal (too many brands,
 * the demo) is said in a toast.
 */
export function AddBrandForm({ kitchenName }: AddBrandFormProps) {
  const addBrand = useAddBrand();
  const form = useForm<NewBrandInput, unknown, NewBrand>({
    resolver: zodResolver(newBrandInputSchema),
    defaultValues: { name: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const added = await addBrand.mutateAsync(values);
      toast({ variant: "success", title: BRAND_MESSAGES.added(added.name) });
      form.reset({ name: "" });
    } catch (error) {
      const setFieldError = (field: "name", message: string, shouldFocus: boolean) =>
        form.setError(field, { type: "server", message }, { shouldFocus });
      if (error instanceof ApiError && error.code === NAME_TAKEN) {
        setFieldError("name", error.serverMessage ?? BRAND_MESSAGES.taken, true);
        return;
      }
      reportFormError({
        error,
        isField: isBrandField,
        setFieldError,
        failedTitle: SETTINGS_TOASTS.brandAddFailedTitle,
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
      <FormField
        label={TEXT.name}
        hint={TEXT.nameHint(kitchenName)}
        error={errors.name?.message}
        className="md:max-w-md"
      >
        {(control) => <Input {...control} autoComplete="off" {...form.register("name")} />}
      </FormField>
      <Button type="submit" size="lg" className="justify-self-start" disabled={addBrand.isPending}>
        <Plus aria-hidden />
        {addBrand.isPending ? TEXT.adding : TEXT.add}
      </Button>
    </form>
  );
}
