import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { cn } from "@/client/lib/utils";
import type { Order } from "@/domain/order";
import { platformDisplayName } from "@/domain/platforms";
import { useOrderHistory } from "../api/get-order-history";
import {
  type DescribeHistoryOptions,
  describeHistoryEntry,
  formatHistoryTime,
  HISTORY_TEXT,
  hasAcceptanceLine,
} from "../order-history-text";
import { useOrderLocationId } from "../order-location";

export type OrderHistoryProps = {
  order: Order;
  /** Read only while the dialog is open. */
  isOpen: boolean;
  timeZone?: string;
};

/**
 * The order's changes of status, oldest first: who made each and on which device, at what
 * time on the restaurant's clock. A change taken back with Undo stays, struck through.
 */
export function OrderHistory({ order, isOpen, timeZone }: OrderHistoryProps) {
  const orderLocationId = useOrderLocationId();
  const history = useOrderHistory({
    orderId: order.id,
    locationId: orderLocationId(order),
    status: order.status,
    isEnabled: isOpen,
  });
  const options: DescribeHistoryOptions = {
    platformName: platformDisplayName(order.platform),
    isAcceptanceListed: hasAcceptanceLine(history.data ?? []),
  };
  return (
    <section aria-labelledby="order-history-heading" className="grid gap-2">
      <h3 id="order-history-heading" className="font-semibold">
        {HISTORY_TEXT.title}
      </h3>
      {history.isError && !history.data ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-[0.95rem]">
          <p>{HISTORY_TEXT.loadFailed}</p>
          <Button
            variant="outline"
            size="sm"
            disabled={history.isFetching}
            onClick={() => void history.refetch()}
          >
            {HISTORY_TEXT.retry}
          </Button>
        </div>
      ) : !history.data ? (
        <div className="py-2">
          <Spinner label={HISTORY_TEXT.loading} className="size-6" />
        </div>
      ) : history.data.length === 0 ? (
        <p className="text-[0.95rem] text-muted-foreground">{HISTORY_TEXT.empty}</p>
      ) : (
        <ol className="grid gap-2.5 rounded-xl border p-4 text-[0.95rem]">
          {history.data.map((entry) => (
            <li key={entry.id} className="flex items-baseline gap-2.5">
              <span
                aria-hidden
                className={cn(
                  "size-2 shrink-0 translate-y-[-0.1em] rounded-full",
                  entry.undone ? "bg-muted-foreground/40" : "bg-brand",
                )}
              />
              <p className="min-w-0">
                {entry.undone ? (
                  <>
                    <s className="text-muted-foreground">{describeHistoryEntry(entry, options)}</s>{" "}
                    <span className="text-muted-foreground">{HISTORY_TEXT.undone}</span>
                  </>
                ) : (
                  <span className={cn(entry.isCorrection && "font-medium")}>
                    {describeHistoryEntry(entry, options)}
                  </span>
                )}
                <span className="text-muted-foreground">
                  {" · "}
                  <time dateTime={entry.at}>
                    {formatHistoryTime({ at: entry.at, orderCreated: order.created, timeZone })}
                  </time>
                </span>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
