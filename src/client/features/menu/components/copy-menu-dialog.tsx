import { type FormEvent, useState } from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { FormField } from "@/client/components/ui/form-field";
import { NativeSelect } from "@/client/components/ui/native-select";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api-client";
import { LOCATION_MESSAGES, type LocationSummary } from "@/domain/api/locations";
import { copyMenuInputSchema, useCopyMenu } from "../api/copy-menu";
import { MENU_TOASTS, COPY_MENU_TEXT as TEXT } from "../menu-messages";
import { FormActions } from "./form-actions";

export type CopyMenuDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The account's other locations, the ones a menu can come from. */
  locations: readonly LocationSummary[];
};

/**
 * 'Copy from another location': choose where from, and the button is the confirmation.
 * The menu reloads once the copy is in; a refusal stays in the dialog, under the choice.
 */
export function CopyMenuDialog({ open, onOpenChange, locations }: CopyMenuDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{TEXT.title}</DialogTitle>
        <DialogDescription>{TEXT.description}</DialogDescription>
        {/* Inside the content, so every opening starts from the first location again. */}
        <CopyMenuForm locations={locations} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

type CopyMenuFormProps = { locations: readonly LocationSummary[]; onDone(): void };

function CopyMenuForm({ locations, onDone }: CopyMenuFormProps) {
  const [fromLocationId, setFromLocationId] = useState(locations[0]?.id ?? "");
  const [error, setError] = useState<string | undefined>();
  const copyMenu = useCopyMenu();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = copyMenuInputSchema.safeParse({ fromLocationId });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    copyMenu.mutate(parsed.data, {
      onSuccess: (result) => {
        toast({ variant: "success", title: LOCATION_MESSAGES.copied(result) });
        onDone();
      },
      onError: (failure) => setError(errorMessage(failure, MENU_TOASTS.failed.copy)),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label={TEXT.from} error={error}>
        {(control) => (
          <NativeSelect
            {...control}
            value={fromLocationId}
            onChange={(event) => setFromLocationId(event.target.value)}
          >
            {locations.map((location) => (
              <option key={location.id} value={location.id}>
                {location.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormActions
        submitLabel={copyMenu.isPending ? TEXT.copying : TEXT.confirm}
        cancelLabel={TEXT.cancel}
        isPending={copyMenu.isPending}
      />
    </form>
  );
}
