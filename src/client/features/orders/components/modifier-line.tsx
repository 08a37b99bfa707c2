import { CircleMinus } from "lucide-react";
import { cn } from "@/client/lib/utils";
import { isRemoval, modifierText } from "@/domain/modifier-text";
import type { Modifier } from "@/domain/order";
import { HighlightedText } from "./highlighted-text";

export type ModifierTextProps = {
  modifier: Pick<Modifier, "name" | "removed">;
  className?: string;
};

/**
 * One modifier as the kitchen must read it: a removal says "No onions" in bold behind a
 * minus sign, never "+ No onions"; anything else is "+ Extra cheese".
 */
export function ModifierText({ modifier, className }: ModifierTextProps) {
  if (isRemoval(modifier)) {
    return (
      <span
        className={cn(
          "inline-flex items-baseline gap-1 font-semibold text-red-800 dark:text-red-300",
          className,
        )}
      >
        <CircleMinus className="size-3.5 shrink-0 self-center" aria-hidden />
        <HighlightedText text={modifierText(modifier)} />
      </span>
    );
  }
  return (
    <span className={className}>
      +&nbsp;
      <HighlightedText text={modifierText(modifier)} />
    </span>
  );
}
