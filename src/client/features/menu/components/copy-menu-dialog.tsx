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
import { groupBrands, kitchenOf } from "@/client/lib/places";
import { LOCATION_MESSAGES, type LocationSummary } from "@/domain/api/locations";
import { copyMenuInputSchema, useCopyMenu } from "../api/copy-menu";
import { MENU_TOASTS, COPY_MENU_TEXT as TEXT } from "../menu-messages";
import { FormActions } from "./form-actions";

export type CopyMenuDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The account's other locations and brands, the ones a menu can come from. */
  locations: readonly LocationSummary[];
  /** Every place the person works at, this one too: a brand is named with its location. */
  places: readonly LocationSummary[];
};

/**
 * 'Copy from another location': choose where from, and the button is the confirmation.
 * The menu reloads once the copy is in; a refusal stays in the dialog, under the choice.
 */
export function CopyMenuDialog({ open, onOpenChange, locations, places }: CopyMenuDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{TEXT.title}</DialogTitle>
        <DialogDescription>{TEXT.description}</DialogDescription>
        {/* Inside the content, so every opening starts from the first location again. */}
        <CopyMenuForm locations={locations} places={places} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

type CopyMenuFormProps = Pick<CopyMenuDialogProps, "locations" | "places"> & { onDone(): void };

/** "Midnight Wings (brand of Canal Street Kitchen)", or a location's own name. */
function sourceName(source: LocationSummary, places: readonly LocationSummary[]): string {
  if (source.kitchenId === null) return source.name;
  return TEXT.brandOption(source.name, kitchenOf(source, places)?.name);
}

function CopyMenuForm({ locations, places, onDone }: CopyMenuFormProps) {
  // Each location's brands right after it.
  const sources = groupBrands(locations).flatMap(({ place, brands }) => [place, ...brands]);
  const [fromLocationId, setFromLocationId] = useState(sources[0]?.id ?? "");
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
            {sources.map((source) => (
              <option key={source.id} value={source.id}>
                {sourceName(source, places)}
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
