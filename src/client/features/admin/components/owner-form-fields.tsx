import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { ADMIN_TEXT } from "../admin-messages";

const TEXT = ADMIN_TEXT.ownerForm;

const FIELD_META: Record<
  OwnerField,
  { label: string; type: "text" | "email" | "password"; autoComplete: string; hint?: string }
> = {
  name: { label: TEXT.name, type: "text", autoComplete: "off" },
  email: { label: TEXT.email, type: "email", autoComplete: "off" },
  restaurantName: { label: TEXT.restaurantName, type: "text", autoComplete: "off" },
  password: {
    label: TEXT.password,
    type: "password",
    autoComplete: "new-password",
    hint: TEXT.passwordHint,
  },
};

export type OwnerField = "name" | "email" | "restaurantName" | "password";

export type OwnerFieldControl = {
  name: OwnerField;
  registration: UseFormRegisterReturn;
  error?: string;
};

export type OwnerFormFieldsProps = { fields: readonly OwnerFieldControl[] };

/**
 * The inputs of 'Add Owner' and 'Edit Owner', with the shared schema's messages under
 * them. Autofill is off: these are someone else's details, not the admin's own.
 */
export function OwnerFormFields({ fields }: OwnerFormFieldsProps) {
  return fields.map(({ name, registration, error }) => {
    const meta = FIELD_META[name];
    return (
      <FormField key={name} label={meta.label} hint={meta.hint} error={error}>
        {(control) => (
          <Input
            {...control}
            type={meta.type}
            inputMode={meta.type === "email" ? "email" : undefined}
            autoComplete={meta.autoComplete}
            {...registration}
          />
        )}
      </FormField>
    );
  });
}
