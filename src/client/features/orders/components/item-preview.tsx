import { pluralize } from "@/client/lib/pluralize";
import { cn } from "@/client/lib/utils";
import type { OrderItem } from "@/domain/order";

export type ItemPreviewProps = {
  items: ReadonlyArray<OrderItem>;
  /** The card and the toast each list at most two. */
  limit: number;
  /** The rest reads '+N more item(s)' on the card and '+ N more items' on the toast. */
  moreSeparator: "" | " ";
  listClassName?: string;
  moreClassName?: string;
};

/** The first line items of an order, then how many more there are. */
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
      <ul className={cn("grid gap-0.5", listClassName)}>
        {shown.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: line items have no id and never reorder
          <li key={index} className="truncate">
            <span className="font-semibold">{item.quantity}×</span> {item.name}
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
