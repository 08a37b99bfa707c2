import { Clock, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/client/lib/utils";
import { ticketAge } from "@/domain/kitchen-display";
import type { Order } from "@/domain/order";
import type { AgeLevel, AgeThresholds } from "@/domain/order-age";
import { useSecondClock } from "../hooks/use-second-clock";

/** The band's colours, strong enough to read across a kitchen in either theme. */
export const AGE_BAND_CLASSES: Record<AgeLevel, string> = {
  fresh: "bg-secondary text-secondary-foreground",
  warning: "bg-amber-400 text-black",
  late: "bg-red-700 text-white",
};

export type TicketTimerProps = {
  order: Order;
  thresholds: AgeThresholds;
  /** The ticket's number and key, on the left of the band. */
  children: ReactNode;
};

/**
 * The ticket's band: its own running timer, amber from the warning threshold and red with the
 * word "Late" from the late one — the dashboard's thresholds and rule (domain/order-age.ts).
 * Only the band redraws each second.
 */
export function TicketTimer({ order, thresholds, children }: TicketTimerProps) {
  const now = useSecondClock();
  const age = ticketAge(order, now, thresholds);
  return (
    <div
      data-age={age.level}
      className={cn(
        "flex flex-wrap items-center justify-between gap-x-2 gap-y-1 px-3 py-2",
        AGE_BAND_CLASSES[age.level],
      )}
    >
      {children}
      <span className="ml-auto inline-flex shrink-0 items-center gap-1.5 text-2xl font-bold tabular-nums">
        <AgeIcon level={age.level} />
        {age.level === "late" && (
          <span className="rounded-sm bg-white px-1.5 text-base font-extrabold tracking-wide text-red-800 uppercase">
            Late
          </span>
        )}
        <span>
          <span className="sr-only">Waiting </span>
          {age.text}
        </span>
        {age.level === "warning" && <span className="sr-only">, getting late</span>}
      </span>
    </div>
  );
}

/** The band's icon: never colour alone (Late carries its word instead). */
function AgeIcon({ level }: { level: AgeLevel }) {
  if (level === "warning") return <TriangleAlert className="size-6" aria-hidden />;
  if (level === "fresh") return <Clock className="size-6" aria-hidden />;
  return null;
}
