import { MessageSquareWarning } from "lucide-react";
import { cn } from "@/client/lib/utils";
import { hasDietaryWord } from "@/domain/dietary-words";
import type { Order } from "@/domain/order";
import { dietaryFlagOf, instructionsLabel } from "../order-safety";
import { DietaryFlag } from "./dietary-flag";
import { HighlightedText } from "./highlighted-text";

export type OrderNotesPreviewProps = {
  order: Order;
  className?: string;
  flagClassName?: string;
};

/**
 * The card's and the toast's safety block: the allergy flag and the kitchen note, in two
 * lines at most unless it names an allergy (the dialog has it all). Instructions for the
 * hand-over show here only when they name an allergy, since some platforms send the
 * customer's words for the kitchen there.
 */
export function OrderNotesPreview({ order, className, flagClassName }: OrderNotesPreviewProps) {
  const kitchenNote = order.kitchenNote?.trim();
  const instructions = order.deliveryInstructions?.trim();
  const showInstructions = Boolean(instructions && hasDietaryWord(instructions));
  if (!kitchenNote && !showInstructions && !dietaryFlagOf(order)) return null;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <DietaryFlag order={order} className={flagClassName} />
      {kitchenNote && <NoteLine label="Kitchen note" text={kitchenNote} />}
      {showInstructions && instructions && (
        <NoteLine label={instructionsLabel(order)} text={instructions} />
      )}
    </div>
  );
}

/** Two lines at most, unless the note names an allergy: a safety word is never cut off. */
function NoteLine({ label, text }: { label: string; text: string }) {
  return (
    <p className={cn("text-[0.95rem] leading-snug", !hasDietaryWord(text) && "line-clamp-2")}>
      <span className="font-semibold">{label}: </span>
      <HighlightedText text={text} />
    </p>
  );
}

/** The dialog's kitchen note: near the top, in full, hard to miss. */
export function KitchenNote({ order }: { order: Order }) {
  const text = order.kitchenNote?.trim();
  if (!text) return null;
  return (
    <section
      aria-labelledby="kitchen-note-heading"
      className="grid gap-1 rounded-xl border-2 border-foreground/70 p-3"
    >
      <h3 id="kitchen-note-heading" className="inline-flex items-center gap-1.5 font-semibold">
        <MessageSquareWarning className="size-4" aria-hidden />
        Kitchen note
      </h3>
      <p className="text-lg leading-snug whitespace-pre-wrap">
        <HighlightedText text={text} />
      </p>
    </section>
  );
}
