import { pluralize } from "@/client/lib/pluralize";
import { cn } from "@/client/lib/utils";
import { hasDietaryWord } from "@/domain/dietary-words";
import type { OrderItem } from "@/domain/order";
import { HighlightedText } from "./highlighted-text";
import { ModifierText } from "./modifier-line";

export type ItemPreviewProps = {
  items: ReadonlyArray<OrderItem>;
  /** The card and the toast each list at most two. */
  limit: number;
  /** The rest reads '+N more item(s)' on the card and '+ N more items' on the toast. */
  moreSeparator: "" | " ";
  listClassName?: string;
  moreClassName?: string;
};

/**
 * The first line items of an order, each with its modifiers and the customer's note for it
 * (allergy words marked), then how many more there are.
 */
export function ItemPreview({
  items,
  limit,
  moreSeparator,
  listClassName,
  moreClassName,
}: ItemPreviewProps) {
  const shown = items.slice(0, limit);
  const hidden = items.length - shown.length;
  return (
    <>
      <ul className={cn("grid gap-1", listClassName)}>
        {shown.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: line items have no id and never reorder
          <li key={index} className="min-w-0">
            <p className="line-clamp-2 [overflow-wrap:anywhere]">
              <span className="font-semibold">{item.quantity}×</span> {item.name}
            </p>
            {item.modifiers.length > 0 && (
              <ul
                aria-label={`Options for ${item.name}`}
                className="flex flex-wrap gap-x-3 pl-5 text-[0.9em] leading-snug compact:gap-x-2 compact:pl-3"
              >
                {item.modifiers.map((modifier, modifierIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: modifiers have no id and never reorder
                  <li key={modifierIndex}>
                    <ModifierText modifier={modifier} />
                  </li>
                ))}
              </ul>
            )}
            {/* Two lines at most, unless it names an allergy: a safety word is never cut off. */}
            {item.note && (
              <p
                className={cn(
                  "pl-5 text-[0.9em] leading-snug compact:pl-3",
                  !hasDietaryWord(item.note) && "line-clamp-2",
                )}
              >
                <span className="font-semibold">Note: </span>
                <HighlightedText text={item.note} />
              </p>
            )}
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <p className={cn("text-sm text-muted-foreground", moreClassName)}>
          {`+${moreSeparator}${pluralize(hidden, "more item", "more items")}`}
        </p>
      )}
    </>
  );
}
