import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { toast } from "@/client/hooks/use-toast";
import { oneOf, reportFormError } from "@/client/lib/form-errors";
import {
  ownerNameSchema,
  type RestaurantOwner,
  restaurantNameSchema,
  type UpdateOwnerInput,
} from "@/domain/api/admin";
import { emailSchema } from "@/domain/api/auth";
import { ADMIN_TEXT, ADMIN_TOASTS } from "../admin-messages";
import { useUpdateOwner } from "../api/update-owner";
import { OwnerFormActions } from "./owner-form-dialog";
import { OwnerFormFields } from "./owner-form-fields";

const TEXT = ADMIN_TEXT.ownerForm;
const EDIT_FIELDS = ["name", "email", "restaurantName"] as const;
const isEditField = oneOf(EDIT_FIELDS);

/**
 * The shared schema's fields, all required, except that an owner without a restaurant
 * ('N/A') may leave its name empty.
 */
function editOwnerSchema(owner: RestaurantOwner) {
  return z.object({
    name: ownerNameSchema,
    email: emailSchema,
    restaurantName:
      owner.restaurantName === null
        ? z.string().trim().pipe(z.literal("").or(restaurantNameSchema))
        : restaurantNameSchema,
  });
}
type EditOwnerSchema = ReturnType<typeof editOwnerSchema>;

/** Only the fields that differ from the owner's travel. */
function changedOwnerFields(
  owner: RestaurantOwner,
  values: z.output<EditOwnerSchema>,
): UpdateOwnerInput {
  const changes: UpdateOwnerInput = {};
  if (values.name !== owner.name) changes.name = values.name;
  if (values.email !== owner.email) changes.email = values.email;
  if (values.restaurantName !== "" && values.restaurantName !== owner.restaurantName) {
    changes.restaurantName = values.restaurantName;
  }
  return changes;
}

export type EditOwnerDialogProps = {
  owner: RestaurantOwner | null;
  onOpenChange(open: boolean): void;
};

export function EditOwnerDialog({ owner, onOpenChange }: EditOwnerDialogProps) {
  return (
    <Dialog open={owner !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{TEXT.editTitle}</DialogTitle>
        <DialogDescription>{TEXT.editDescription}</DialogDescription>
        {owner && <EditOwnerForm owner={owner} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function EditOwnerForm({ owner, onDone }: { owner: RestaurantOwner; onDone(): void }) {
  const updateOwner = useUpdateOwner();
  const schema = useMemo(() => editOwnerSchema(owner), [owner]);
  const form = useForm<z.input<EditOwnerSchema>, unknown, z.output<EditOwnerSchema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: owner.name,
      email: owner.email,
      restaurantName: owner.restaurantName ?? "",
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const changes = changedOwnerFields(owner, values);
    // Nothing differs: there is nothing to save, and nothing went wrong.
    if (Object.keys(changes).length === 0) return onDone();
    try {
      await updateOwner.mutateAsync({ ownerId: owner.id, changes });
    } catch (error) {
      reportFormError({
        error,
        isField: isEditField,
        conflictField: "email",
        setFieldError: (field, message, shouldFocus) =>
          form.setError(field, { type: "server", message }, { shouldFocus }),
        failedTitle: ADMIN_TOASTS.ownerUpdateFailedTitle,
      });
      return;
    }
    toast(ADMIN_TOASTS.ownerUpdated);
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <OwnerFormFields
        fields={EDIT_FIELDS.map((name) => ({
          name,
          registration: form.register(name),
          error: errors[name]?.message,
        }))}
      />
      <OwnerFormActions
        submitLabel={updateOwner.isPending ? TEXT.saving : TEXT.save}
        isPending={updateOwner.isPending}
      />
    </form>
  );
}
