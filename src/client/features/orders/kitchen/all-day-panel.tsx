import { cn } from "@/client/lib/utils";
import type { AllDayCount } from "@/domain/kitchen-display";
import { KITCHEN_TEXT } from "./kitchen-messages";

export type AllDayPanelProps = { counts: ReadonlyArray<AllDayCount>; className?: string };

/** How many of each item the tickets on screen ask for, most first. */
export function AllDayPanel({ counts, className }: AllDayPanelProps) {
  return (
    <aside
      aria-labelledby="all-day-heading"
      className={cn("flex min-h-0 flex-col rounded-xl border-2 bg-card", className)}
    >
      <h2 id="all-day-heading" className="border-b px-3 py-2 text-xl font-bold">
        {KITCHEN_TEXT.allDay}
      </h2>
      {counts.length === 0 ? (
        <p className="p-3 text-lg text-muted-foreground">{KITCHEN_TEXT.allDayEmpty}</p>
      ) : (
        <ul aria-label="All-day counts" className="min-h-0 divide-y overflow-y-auto">
          {counts.map((count) => (
            <li
              key={count.name}
              className="flex items-baseline justify-between gap-3 px-3 py-2 text-lg"
            >
              <span className="min-w-0 font-semibold [overflow-wrap:anywhere]">{count.name}</span>
              <span className="shrink-0 text-2xl font-extrabold tabular-nums">
                {count.quantity}
              </span>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
