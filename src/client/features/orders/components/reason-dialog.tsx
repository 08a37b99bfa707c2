import { type FormEvent, type ReactNode, useState } from "react";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api-client";
import type { StatusChange } from "@/domain/api/orders";
import type { Order } from "@/domain/order";
import type { Reason } from "@/domain/platform-actions";
import { markLocalChange } from "../hooks/local-changes";
import type { StatusChangeToastOptions } from "../hooks/use-status-change-toast";
import { ANSWER_TOASTS } from "../order-messages";
import { checkReason, type ReasonErrors, ReasonFields, type ReasonValues } from "./reason-fields";

export type ReasonDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  /** The question above the reasons. */
  legend: string;
  reasons: readonly Reason[];
  /** What else staff must know before they confirm (a platform's support page). */
  children?: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  backLabel: string;
  isPending: boolean;
  /** Sends the answer; resolves true when it was taken, and the dialog closes. */
  onConfirm(answer: { reason: string; note?: string }): Promise<boolean>;
};

export type EndingToasts = {
  done(orderNumber: string): { title: string; description: string };
  failedTitle: string;
};

/**
 * Sends a rejection or a cancellation and tells staff how it went, with Undo for the undo
 * window (decision 107); true when it was taken. The server announces the cancellation
 * too; this screen has said it already.
 */
export async function endOrder(
  order: Pick<Order, "id" | "status">,
  send: () => Promise<StatusChange>,
  toasts: EndingToasts,
  showChange: (options: StatusChangeToastOptions) => void,
): Promise<boolean> {
  markLocalChange(order.id, "cancelled");
  try {
    const change = await send();
    showChange({ before: order, change, message: toasts.done(change.order.orderNumber) });
    return true;
  } catch (error) {
    toast({
      variant: "destructive",
      title: toasts.failedTitle,
      description: errorMessage(error, ANSWER_TOASTS.failedFallback),
    });
    return false;
  }
}

/** A dialog that asks for one of the platform's reasons before an order is refused. */
export function ReasonDialog({ open, onOpenChange, ...props }: ReasonDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        {open && <ReasonForm {...props} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

type ReasonFormProps = Omit<ReasonDialogProps, "open" | "onOpenChange"> & { onDone(): void };

/** Mounted with the dialog, so each opening starts with no reason chosen. */
function ReasonForm({
  title,
  description,
  legend,
  reasons,
  children,
  confirmLabel,
  pendingLabel,
  backLabel,
  isPending,
  onConfirm,
  onDone,
}: ReasonFormProps) {
  const [values, setValues] = useState<ReasonValues>({ reason: "", note: "" });
  const [errors, setErrors] = useState<ReasonErrors>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkReason(values);
    if ("errors" in checked) {
      setErrors(checked.errors);
      return;
    }
    if (await onConfirm(checked)) onDone();
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <div className="grid gap-1 pr-10">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription asChild>
          <div className="grid gap-1">{description}</div>
        </DialogDescription>
      </div>
      <ReasonFields
        legend={legend}
        reasons={reasons}
        values={values}
        errors={errors}
        onChange={(next) => {
          setValues(next);
          setErrors({});
        }}
      />
      {children}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          {backLabel}
        </Button>
        <Button type="submit" variant="destructive" disabled={isPending}>
          {isPending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </form>
  );
}
