import { CircleX, EllipsisVertical } from "lucide-react";
import { type KeyboardEvent, type PointerEvent, useState } from "react";
import { StaticIcon } from "@/client/components/static-icon";
import { Button } from "@/client/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/client/components/ui/dropdown-menu";
import type { Order } from "@/domain/order";
import { displayOrderNumber } from "@/domain/order-number";
import {
  canMoveStatus,
  isBackwardMove,
  type OrderStatus,
  STATUS_META,
  WORKFLOW_STATUSES,
} from "@/domain/status";
import type { StatusChangeSource } from "../hooks/use-change-status";
import { canCancel, type OrderAnswer } from "../order-answer";
import { PrintReceiptMenuItem } from "./print-receipt";

/** The keys that open a menu button's menu (WAI-ARIA menu button pattern). */
const MENU_KEYS = new Set(["Enter", " ", "ArrowDown"]);

/**
 * The card's more-actions menu. A board holds hundreds of cards and their menus are rarely
 * opened, so until the first press the button is a plain one; pressing it (pointer, Enter,
 * Space or Arrow Down) mounts the menu already open. A search that redraws the board then
 * creates and removes a button per card rather than a whole menu.
 */
export function CardMenu({
  order,
  onChangeStatus,
  onAnswer,
}: {
  order: Order;
  onChangeStatus(order: Order, status: OrderStatus, source: StatusChangeSource): void;
  onAnswer(order: Order, answer: OrderAnswer): void;
}) {
  const [isMounted, setMounted] = useState(false);
  const number = displayOrderNumber(order.orderNumber);
  if (!isMounted) {
    const mount = () => setMounted(true);
    return (
      <Button
        variant="outline"
        size="icon"
        aria-label={`More actions for order #${number}`}
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerDown={(event: PointerEvent) => {
          if (event.button !== 0 || event.ctrlKey) return;
          // As the menu's own trigger does: the press does not focus the button, so the menu
          // opening in its place takes the focus.
          event.preventDefault();
          mount();
        }}
        onKeyDown={(event: KeyboardEvent) => {
          if (!MENU_KEYS.has(event.key)) return;
          event.preventDefault();
          mount();
        }}
        // A click without a pointer press first (assistive technology) opens it too.
        onClick={(event) => {
          if (event.detail === 0) mount();
        }}
      >
        <StaticIcon icon={EllipsisVertical} />
      </Button>
    );
  }
  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="icon" aria-label={`More actions for order #${number}`}>
          <EllipsisVertical aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Order #{number}</DropdownMenuLabel>
        {WORKFLOW_STATUSES.map((status) => (
          <DropdownMenuItem
            key={status}
            disabled={
              isBackwardMove(order.status, status) ||
              !canMoveStatus({ from: order.status, to: status, actor: "staff" })
            }
            onSelect={() => onChangeStatus(order, status, "menu")}
          >
            {STATUS_META[status].setLabel}
            {status === order.status && (
              <span className="ml-auto text-xs text-muted-foreground">Current</span>
            )}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <PrintReceiptMenuItem order={order} />
        {canCancel(order) && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => onAnswer(order, "cancel")}>
              <CircleX aria-hidden />
              Cancel order
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
