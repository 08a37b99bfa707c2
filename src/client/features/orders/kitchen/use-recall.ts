import { useCallback } from "react";
import { toast } from "@/client/hooks/use-toast";
import type { OrderStatus } from "@/domain/status";
import { useUndoOffer } from "../hooks/use-status-change-toast";
import { RECALL_TOASTS } from "./kitchen-messages";

/** The last ticket bumped on this screen: what Recall brings back. */
export type BumpedTicket = { orderId: string; orderNumber: string; to: OrderStatus };

/**
 * Recall is the dashboard's Undo of the last bump (decision 107): while the server still
 * takes the change back it does, with the dashboard's toasts ("Change Undone", or why it
 * could not); past the window it says the order stays where it is. Returns whether an undo
 * was asked for.
 */
export function useRecall(last: BumpedTicket | null): () => boolean {
  const undo = useUndoOffer(last?.orderId ?? "");
  return useCallback(() => {
    if (!last) {
      toast(RECALL_TOASTS.nothing);
      return false;
    }
    if (undo) {
      undo();
      return true;
    }
    toast({ variant: "destructive", ...RECALL_TOASTS.tooLate(last.orderNumber, last.to) });
    return false;
  }, [last, undo]);
}
