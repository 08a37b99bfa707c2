import { useCallback, useSyncExternalStore } from "react";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api-client";
import type { StatusChange } from "@/domain/api/orders";
import type { Order } from "@/domain/order";
import { UNDO_WINDOW_MS } from "@/domain/undo";
import { useUndoStatusChange } from "../api/undo-status-change";
import { useOrderLocationId } from "../order-location";
import { UNDO_TOASTS } from "../order-messages";
import { markLocalChange } from "./local-changes";

/**
 * The undo offers open right now, by order: the toast's Undo and the order dialog's (a
 * modal dialog keeps the keyboard and screen readers inside it, away from the toast).
 */
const offers = new Map<string, () => void>();
const listeners = new Set<() => void>();

function setOffer(orderId: string, undo: (() => void) | null): void {
  if (undo) offers.set(orderId, undo);
  else offers.delete(orderId);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Undo for the order's latest status change while it can be undone, else null. */
export function useUndoOffer(orderId: string): (() => void) | null {
  return useSyncExternalStore(
    subscribe,
    () => offers.get(orderId) ?? null,
    () => null,
  );
}

export type StatusChangeToastOptions = {
  /** The order as it was before the change: what an undo brings back, and where. */
  before: Pick<Order, "id" | "status" | "locationId">;
  change: StatusChange;
  message: { title: string; description: string };
};

/**
 * The toast after a staff status change (decision 107): its words, and an Undo button for
 * as long as the server would take the undo back (UNDO_WINDOW_MS; the toast stays at least
 * that long). Undo restores the order and says so, or says why it was too late.
 */
export function useStatusChangeToast() {
  const { mutateAsync: undo } = useUndoStatusChange();
  const orderLocationId = useOrderLocationId();

  return useCallback(
    ({ before, change, message }: StatusChangeToastOptions) => {
      const offer = change.undo;
      if (!offer) {
        toast({ variant: "success", ...message });
        return;
      }
      const onUndo = async () => {
        clearTimeout(expiry);
        setOffer(before.id, null);
        shown.dismiss();
        // The server announces the restored status too; this screen says it once.
        markLocalChange(before.id, before.status);
        try {
          const restored = await undo({
            orderId: before.id,
            locationId: orderLocationId(before),
            eventId: offer.eventId,
          });
          toast({
            variant: "success",
            ...UNDO_TOASTS.undone(restored.orderNumber, restored.status),
          });
        } catch (error) {
          toast({
            variant: "destructive",
            title: UNDO_TOASTS.failedTitle,
            description: errorMessage(error, UNDO_TOASTS.failedFallback),
          });
        }
      };
      const shown = toast({
        variant: "success",
        ...message,
        duration: UNDO_WINDOW_MS,
        action: {
          label: UNDO_TOASTS.action,
          altText: UNDO_TOASTS.altText,
          onClick: () => void onUndo(),
        },
      });
      setOffer(before.id, () => void onUndo());
      // A toast kept open (hovered or focused) outlives the window: its Undo goes.
      const expiry = setTimeout(() => {
        shown.update({ action: undefined });
        setOffer(before.id, null);
      }, UNDO_WINDOW_MS);
    },
    [undo, orderLocationId],
  );
}
