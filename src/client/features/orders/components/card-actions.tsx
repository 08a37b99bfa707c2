import { Printer } from "lucide-react";
import { StaticIcon } from "@/client/components/static-icon";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/utils";
import type { Order } from "@/domain/order";
import { displayOrderNumber } from "@/domain/order-number";
import { nextStatus, type OrderStatus, STATUS_META } from "@/domain/status";
import type { StatusChangeSource } from "../hooks/use-change-status";
import { canReject, type OrderAnswer } from "../order-answer";
import { CardMenu } from "./card-menu";

export type OrderCardActionsProps = {
  order: Order;
  /** The platform waits for an answer: Accept and Reject stand in for the quick action. */
  isAwaitingAnswer: boolean;
  onChangeStatus(order: Order, status: OrderStatus, source: StatusChangeSource): void;
  onPrint(order: Order): void;
  onAnswer(order: Order, answer: OrderAnswer): void;
};

/** The card's bottom row: the step to take, print, and the more-actions menu. */
export function OrderCardActions({
  order,
  isAwaitingAnswer,
  onChangeStatus,
  onPrint,
  onAnswer,
}: OrderCardActionsProps) {
  const number = displayOrderNumber(order.orderNumber);
  const next = nextStatus(order.status);
  return (
    <>
      {/* Above the stretched button, so these take their own clicks. */}
      {/* Compact, the buttons keep their 40 px height and give up side padding instead. */}
      <div className="relative z-10 mt-auto flex items-center gap-2 pt-1 compact:gap-1.5 compact:[&>button]:px-2">
        {isAwaitingAnswer ? (
          <>
            <Button className="flex-1" onClick={() => onAnswer(order, "accept")}>
              Accept
            </Button>
            {canReject(order) && (
              <Button
                variant="outline"
                className="flex-1"
                onClick={() => onAnswer(order, "reject")}
              >
                Reject
              </Button>
            )}
          </>
        ) : (
          next && (
            <Button className="flex-1" onClick={() => onChangeStatus(order, next, "quick")}>
              {STATUS_META[next].markLabel}
            </Button>
          )
        )}
        <Button
          variant="outline"
          size="icon"
          className={cn(!next && !isAwaitingAnswer && "ml-auto")}
          aria-label={`Print order #${number}`}
          onClick={() => onPrint(order)}
        >
          <StaticIcon icon={Printer} />
        </Button>
        <CardMenu order={order} onChangeStatus={onChangeStatus} onAnswer={onAnswer} />
      </div>
    </>
  );
}
