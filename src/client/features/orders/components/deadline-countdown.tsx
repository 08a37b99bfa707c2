import { AlarmClock, Timer } from "lucide-react";
import { cn } from "@/client/lib/utils";
import { useSecondClock } from "../hooks/use-second-clock";
import { describeCountdown } from "../order-answer";

export type DeadlineCountdownProps = {
  /** The platform cancels the order if it is not accepted by then (ISO time). */
  acceptBy: string;
  /** The countdown turns red this many minutes before the deadline (Settings). */
  warningMinutes: number;
  className?: string;
};

/**
 * "Accept within 9:41", ticking every second; red in the last minutes and once the deadline
 * has passed. A timer is not a live region: screen readers read it when they reach it,
 * not every second, and hear "Urgent" where sighted staff see red.
 */
export function DeadlineCountdown({ acceptBy, warningMinutes, className }: DeadlineCountdownProps) {
  // Once the deadline has gone there is nothing left to count.
  const isPast = Date.parse(acceptBy) <= Date.now();
  const now = useSecondClock(!isPast);
  const { text, isUrgent } = describeCountdown(acceptBy, now, warningMinutes);
  const Icon = isUrgent ? AlarmClock : Timer;
  return (
    <span
      role="timer"
      aria-live="off"
      data-urgent={isUrgent}
      className={cn(
        "inline-flex items-center gap-1.5 text-sm font-semibold tabular-nums [&_svg]:size-4",
        isUrgent ? "text-red-700 dark:text-red-400" : "text-foreground",
        className,
      )}
    >
      <Icon aria-hidden />
      {isUrgent && <span className="sr-only">Urgent: </span>}
      {text}
    </span>
  );
}
