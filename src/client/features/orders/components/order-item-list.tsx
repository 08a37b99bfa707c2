import { PackageX } from "lucide-react";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { formatMoney } from "@/domain/money";
import type { Order } from "@/domain/order";
import { computeLineTotal } from "@/domain/totals";
import { canMarkOutOfStock } from "../order-answer";
import { HighlightedText } from "./highlighted-text";
import { ItemUnavailableDialog } from "./item-unavailable-dialog";
import { ModifierText } from "./modifier-line";

/**
 * The order's items with their options, the customer's note for each (allergy words
 * marked) and line totals. Where the platform takes item
 * changes, each item it named can be marked out of stock.
 */
export function OrderItemList({ order }: { order: Order }) {
  // The line chosen, by the platform's id: the item is looked up again as the order
  // updates, and once the platform has removed it the dialog closes.
  const [chosenLineId, setChosenLineId] = useState<string | null>(null);
  const chosen = order.items.find((item) => item.lineId && item.lineId === chosenLineId) ?? null;

  return (
    <>
      <ul className="divide-y rounded-xl border">
        {order.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: line items have no id and never reorder
          <li key={index} className="grid gap-1 p-3">
            <div className="flex items-baseline justify-between gap-3">
              <span className="text-base font-semibold">
                {item.quantity}× {item.name}
              </span>
              <span className="tabular-nums">
                {formatMoney(computeLineTotal(item), order.currency)}
              </span>
            </div>
            {item.description && (
              <p className="text-sm text-muted-foreground">{item.description}</p>
            )}
            {item.modifiers.length > 0 && (
              <ul aria-label={`Options for ${item.name}`} className="grid gap-0.5 pl-4 text-base">
                {item.modifiers.map((modifier, modifierIndex) => (
                  <li
                    // biome-ignore lint/suspicious/noArrayIndexKey: modifiers have no id and never reorder
                    key={modifierIndex}
                    className="flex justify-between gap-3"
                  >
                    <ModifierText modifier={modifier} />
                    {modifier.price !== 0 && (
                      <span className="tabular-nums">
                        {formatMoney(modifier.price, order.currency)}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {item.note && (
              <p className="pl-4 text-base">
                <span className="font-semibold">Note: </span>
                <HighlightedText text={item.note} />
              </p>
            )}
            {canMarkOutOfStock(order, item) && (
              <Button
                variant="outline"
                size="sm"
                className="mt-1 justify-self-start"
                aria-label={`Mark ${item.name} out of stock`}
                onClick={() => setChosenLineId(item.lineId ?? null)}
              >
                <PackageX aria-hidden />
                Out of stock
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ItemUnavailableDialog
        order={order}
        item={chosen}
        open={chosen !== null}
        onOpenChange={(open) => {
          if (!open) setChosenLineId(null);
        }}
      />
    </>
  );
}
