import { cn } from "@/client/lib/utils";
import { formatMoney } from "@/domain/money";
import type { Order } from "@/domain/order";
import { orderAmountLines, totalsDifferNote } from "@/domain/order-amounts";
import { NOTICE_CLASSES } from "./status-style";

/**
 * The dialog's totals box (Subtotal, Tax, Delivery Fee, Total), with the order's
 * discounts, fees and tips between them when they are not zero, what the platform paid or
 * collected itself below, and the note when the platform's total is not the lines' sum.
 */
export function OrderTotals({ order }: { order: Order }) {
  const lines = orderAmountLines(order, { alwaysShowDeliveryFee: true });
  const parts = lines.filter((line) => line.kind !== "info");
  const info = lines.filter((line) => line.kind === "info");
  const note = totalsDifferNote(order);
  return (
    <div className="grid gap-2">
      <dl className="grid gap-1.5 rounded-xl bg-muted p-4 text-[0.95rem]">
        {parts.map((line, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines are derived in a fixed order
            key={index}
            className={cn(
              "flex justify-between gap-3",
              line.kind === "total" && "mt-1 border-t pt-2 text-lg font-bold",
            )}
          >
            <dt>{line.label}</dt>
            <dd className="tabular-nums">{formatMoney(line.amount, order.currency)}</dd>
          </div>
        ))}
        {info.map((line, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines are derived in a fixed order
            key={`info-${index}`}
            className="flex justify-between gap-3 text-sm text-muted-foreground"
          >
            <dt>{line.label}</dt>
            <dd className="tabular-nums">{formatMoney(line.amount, order.currency)}</dd>
          </div>
        ))}
      </dl>
      {note && (
        <p
          className={cn("rounded-lg border px-3 py-2 text-sm font-medium", NOTICE_CLASSES.warning)}
        >
          {note}
        </p>
      )}
    </div>
  );
}
