import { Clock } from "lucide-react";
import { useId } from "react";
import { Button } from "@/client/components/ui/button";
import type { Order } from "@/domain/order";
import { platformDisplayName } from "@/domain/platforms";
import {
  answerDeadline,
  canAccept,
  canReject,
  type OrderAnswer,
  readyByText,
} from "../order-answer";
import { DeadlineCountdown } from "./deadline-countdown";
import { PlatformLine } from "./platform-line";

export type OrderAnswerPanelProps = {
  order: Order;
  timeZone?: string;
  deadlineWarningMinutes: number;
  onAnswer(order: Order, answer: OrderAnswer): void;
  onRetry(order: Order): void;
};

/**
 * The dialog's part about the platform: its deadline for an answer, the ready time the
 * restaurant promised, what the platform was last told, and Accept and Reject while it waits.
 */
export function OrderAnswerPanel({
  order,
  timeZone,
  deadlineWarningMinutes,
  onAnswer,
  onRetry,
}: OrderAnswerPanelProps) {
  const headingId = useId();
  const deadline = answerDeadline(order);
  const readyBy = readyByText(order, timeZone);
  const isAcceptable = canAccept(order);
  if (!deadline && !readyBy && !order.platformLink?.call && !isAcceptable) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-2 rounded-xl border p-3">
      <h3 id={headingId} className="font-semibold">
        {`On ${platformDisplayName(order.platform)}`}
      </h3>
      {(deadline || readyBy) && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          {deadline && (
            <DeadlineCountdown acceptBy={deadline} warningMinutes={deadlineWarningMinutes} />
          )}
          {readyBy && (
            <span className="inline-flex items-center gap-1.5 text-sm font-semibold">
              <Clock aria-hidden className="size-4" />
              {readyBy}
            </span>
          )}
        </div>
      )}
      <PlatformLine order={order} timeZone={timeZone} onRetry={onRetry} />
      {isAcceptable && (
        <div className="flex flex-wrap gap-2">
          <Button className="min-w-28" onClick={() => onAnswer(order, "accept")}>
            Accept
          </Button>
          {canReject(order) && (
            <Button
              variant="outline"
              className="min-w-28"
              onClick={() => onAnswer(order, "reject")}
            >
              Reject
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
