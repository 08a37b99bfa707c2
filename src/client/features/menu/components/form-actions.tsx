import { Button } from "@/client/components/ui/button";
import { DialogClose } from "@/client/components/ui/dialog";

export type FormActionsProps = { submitLabel: string; cancelLabel: string; isPending: boolean };

/** A dialog form's Cancel and submit buttons, stacked full width on a phone. */
export function FormActions({ submitLabel, cancelLabel, isPending }: FormActionsProps) {
  return (
    <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button type="button" variant="outline" className="h-11">
          {cancelLabel}
        </Button>
      </DialogClose>
      <Button type="submit" className="h-11" disabled={isPending}>
        {submitLabel}
      </Button>
    </div>
  );
}
