import { cn } from "@/client/lib/utils";
import type { KitchenColumn as Column, KitchenTicket } from "@/domain/kitchen-display";
import { STATUS_META } from "@/domain/status";
import { STATUS_CLASSES } from "../components/status-style";
import { KITCHEN_TEXT } from "./kitchen-messages";

/** The columns' names: the kitchen's three statuses in short words. */
export const COLUMN_TITLES: Record<Column, string> = {
  new: "New",
  preparing: "Preparing",
  ready: "Ready",
};

export type KitchenColumnProps = {
  column: Column;
  tickets: ReadonlyArray<KitchenTicket>;
  renderTicket(ticket: KitchenTicket): React.ReactNode;
};

/** One status's tickets, oldest at the top, under a heading in the status colour. */
export function KitchenColumnView({ column, tickets, renderTicket }: KitchenColumnProps) {
  const headingId = `kitchen-column-${column}`;
  const colour = STATUS_CLASSES[STATUS_META[column].color];
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-h-0 min-w-0 flex-col rounded-xl bg-muted/60 dark:bg-muted/40"
    >
      <h2
        id={headingId}
        className="flex items-center justify-between gap-2 rounded-t-xl border-b px-3 py-2 text-2xl font-extrabold"
      >
        <span className="inline-flex items-center gap-2">
          <span aria-hidden className={cn("size-4 rounded-full", colour.solid)} />
          {COLUMN_TITLES[column]}
        </span>
        <span className="rounded-md bg-background px-2 text-xl tabular-nums">
          <span className="sr-only">, </span>
          {tickets.length}
        </span>
      </h2>
      <div className="grid min-h-0 grid-cols-1 content-start gap-3 overflow-y-auto p-2">
        {tickets.length === 0 ? (
          <p className="p-4 text-center text-lg text-muted-foreground">
            {KITCHEN_TEXT.columnEmpty}
          </p>
        ) : (
          tickets.map(renderTicket)
        )}
      </div>
    </section>
  );
}
