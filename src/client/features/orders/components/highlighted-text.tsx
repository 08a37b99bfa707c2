import { cn } from "@/client/lib/utils";
import { splitDietary } from "@/domain/dietary-words";

/**
 * Allergy and dietary words stand out by weight, a box and an underline as well as
 * colour, so they read on any screen, in either theme, and to colour-blind staff.
 */
export const DIETARY_MARK_CLASSES =
  "rounded-sm bg-amber-200 px-0.5 font-bold text-amber-950 underline decoration-2 underline-offset-2 ring-1 ring-amber-950/40 dark:bg-amber-300 dark:text-black dark:ring-0";

export type HighlightedTextProps = {
  text: string;
  className?: string;
};

/** A customer's words with every allergy or dietary word marked. */
export function HighlightedText({ text, className }: HighlightedTextProps) {
  return (
    <span className={cn("[overflow-wrap:anywhere]", className)}>
      {splitDietary(text).map((part, index) =>
        part.isDietary ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <mark key={index} className={DIETARY_MARK_CLASSES}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </span>
  );
}
