import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { toast } from "@/client/hooks/use-toast";
import { oneOf, reportFormError } from "@/client/lib/form-errors";
import { ADMIN_TEXT, ADMIN_TOASTS } from "../admin-messages";
import { createOwnerInputSchema, useCreateOwner } from "../api/create-owner";
import { OwnerFormFields } from "./owner-form-fields";

const TEXT = ADMIN_TEXT.ownerForm;
const ADD_FIELDS = ["name", "email", "restaurantName", "password"] as const;
const isAddField = oneOf(ADD_FIELDS);

type AddOwnerFields = z.input<typeof createOwnerInputSchema>;

export type AddOwnerDialogProps = { open: boolean; onOpenChange(open: boolean): void };

/** 'Add Owner': a restaurant and its owner, who signs in with the initial password. */
export function AddOwnerDialog({ open, onOpenChange }: AddOwnerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{TEXT.addTitle}</DialogTitle>
        <DialogDescription>{TEXT.addDescription}</DialogDescription>
        {/* Inside the content, so every opening starts with an empty form. */}
        <AddOwnerForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function AddOwnerForm({ onDone }: { onDone(): void }) {
  const createOwner = useCreateOwner();
  const form = useForm<AddOwnerFields, unknown, z.output<typeof createOwnerInputSchema>>({
    resolver: zodResolver(createOwnerInputSchema),
    defaultValues: { name: "", email: "", restaurantName: "", password: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await createOwner.mutateAsync(values);
    } catch (error) {
      reportFormError({
        error,
        isField: isAddField,
        conflictField: "email",
        setFieldError: (field, message, shouldFocus) =>
          form.setError(field, { type: "server", message }, { shouldFocus }),
        failedTitle: ADMIN_TOASTS.ownerAddFailedTitle,
      });
      return;
    }
    toast(ADMIN_TOASTS.ownerAdded(values.name));
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <OwnerFormFields
        fields={ADD_FIELDS.map((name) => ({
          name,
          registration: form.register(name),
          error: errors[name]?.message,
        }))}
      />
      <OwnerFormActions
        submitLabel={createOwner.isPending ? TEXT.adding : TEXT.add}
        isPending={createOwner.isPending}
      />
    </form>
  );
}

export type OwnerFormActionsProps = { submitLabel: string; isPending: boolean };

export function OwnerFormActions({ submitLabel, isPending }: OwnerFormActionsProps) {
  return (
    <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button type="button" variant="outline">
          {TEXT.cancel}
        </Button>
      </DialogClose>
      <Button type="submit" disabled={isPending}>
        {submitLabel}
      </Button>
    </div>
  );
}
