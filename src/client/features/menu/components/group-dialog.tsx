import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { CheckboxField } from "@/client/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { toast } from "@/client/hooks/use-toast";
import { reportFormError } from "@/client/lib/form-errors";
import type { ModifierGroup } from "@/domain/api/menu";
import { useCreateModifierGroup } from "../api/create-modifier-group";
import { useUpdateModifierGroup } from "../api/update-modifier-group";
import {
  type GroupFormOutput,
  type GroupFormValues,
  groupFormDefaults,
  groupFormSchema,
  isGroupField,
} from "../group-form";
import { MENU_TOASTS, GROUP_TEXT as TEXT } from "../menu-messages";
import { FormActions } from "./form-actions";
import { GroupOptionsEditor } from "./group-options-editor";

export type GroupDialogProps = {
  open: boolean;
  /** The group to edit; without one the dialog adds a group. */
  group: ModifierGroup | null;
  onOpenChange(open: boolean): void;
};

/** 'Add modifier group' and 'Edit modifier group'. */
export function GroupDialog({ open, group, onOpenChange }: GroupDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogTitle>{group ? TEXT.editTitle : TEXT.addTitle}</DialogTitle>
        <DialogDescription>{TEXT.dialogDescription}</DialogDescription>
        <GroupForm group={group} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function GroupForm({ group, onDone }: { group: ModifierGroup | null; onDone(): void }) {
  const createGroup = useCreateModifierGroup();
  const updateGroup = useUpdateModifierGroup();
  const form = useForm<GroupFormValues, unknown, GroupFormOutput>({
    resolver: zodResolver(groupFormSchema),
    defaultValues: groupFormDefaults(group),
  });
  const { errors } = form.formState;
  const isRequired = form.watch("isRequired");
  const isPending = createGroup.isPending || updateGroup.isPending;

  // Required means at least one choice; optional means none is needed (min fixed to 0).
  const onRequiredChange = (required: boolean) => {
    if (!required) {
      form.setValue("minSelections", "0");
      return;
    }
    const min = Math.max(1, Number(form.getValues("minSelections")) || 0);
    form.setValue("minSelections", String(min));
    if ((Number(form.getValues("maxSelections")) || 0) < min) {
      form.setValue("maxSelections", String(min));
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    let saved: ModifierGroup;
    try {
      saved = group
        ? await updateGroup.mutateAsync({ groupId: group.id, group: values })
        : await createGroup.mutateAsync(values);
    } catch (error) {
      reportFormError({
        error,
        isField: isGroupField,
        setFieldError: (field, message, shouldFocus) =>
          form.setError(field, { type: "server", message }, { shouldFocus }),
        failedTitle: MENU_TOASTS.failed.saveGroup,
      });
      return;
    }
    toast(MENU_TOASTS.groupSaved(saved.name));
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField label={TEXT.name} error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="off" {...form.register("name")} />}
      </FormField>
      <CheckboxField
        label={TEXT.required}
        hint={TEXT.requiredHint}
        {...form.register("isRequired", {
          onChange: (event: { target: HTMLInputElement }) => onRequiredChange(event.target.checked),
        })}
      />
      <div className="grid grid-cols-2 gap-4">
        <FormField label={TEXT.minSelections} error={errors.minSelections?.message}>
          {(control) =>
            isRequired ? (
              <Input
                key="required"
                {...control}
                type="number"
                inputMode="numeric"
                step="1"
                min="1"
                {...form.register("minSelections")}
              />
            ) : (
              // Not registered: an optional group's minimum is always 0.
              <Input key="optional" {...control} type="number" value="0" disabled readOnly />
            )
          }
        </FormField>
        <FormField label={TEXT.maxSelections} error={errors.maxSelections?.message}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              step="1"
              min="1"
              {...form.register("maxSelections")}
            />
          )}
        </FormField>
      </div>
      <GroupOptionsEditor form={form} />
      <FormActions
        submitLabel={isPending ? TEXT.saving : TEXT.save}
        cancelLabel={TEXT.cancel}
        isPending={isPending}
      />
    </form>
  );
}
