import { ChevronDown } from "lucide-react";
import { memo, type ReactNode, useId, useState } from "react";
import { cn } from "@/client/lib/utils";
import type { Order } from "@/domain/order";
import type { Board, OpenGroupStatus } from "@/domain/order-board";
import { STATUS_META } from "@/domain/status";
import { BOARD_TEXT } from "../board-messages";
import { useProgressiveList } from "../hooks/use-progressive-list";
import { STATUS_CLASSES, STATUS_ICONS } from "./status-style";

export type OrderBoardProps = {
  board: Board<Order>;
  /** Changes with a new search, chip or sort: the board draws its first screenful again. */
  resetKey: string;
  /** Open the Done section from the start (Completed or Cancelled chosen, or a search). */
  isDoneOpenAtFirst: boolean;
  renderCard(order: Order): ReactNode;
};

/**
 * Spec: 1 column, 2 from medium screens, 3 from extra-large; a portrait tablet (compact)
 * takes 3 narrower ones, so its first screen holds eight cards and more.
 */
const GRID =
  "grid grid-cols-1 gap-3 md:grid-cols-2 compact:grid-cols-3 compact:gap-2 xl:grid-cols-3 xl:gap-4";

/**
 * The urgency board: a heading with its count over each open group (New, Preparing, Ready,
 * and held ones when chosen), then the ended orders folded into "Done today (N)".
 */
export function OrderBoard({ board, resetKey, isDoneOpenAtFirst, renderCard }: OrderBoardProps) {
  const open = board.groups.flatMap((group) => group.orders);
  // A long board draws its first screenful first (decision 053), across the groups in order.
  const drawn = useProgressiveList(open, resetKey).length;
  let start = 0;
  return (
    <div className="grid gap-5 compact:gap-3">
      {board.groups.length === 0 && (
        <p className="text-base text-muted-foreground">{BOARD_TEXT.nothingOpen}</p>
      )}
      {board.groups.map((group) => {
        const room = drawn - start;
        // The group's own array when whole, so its memo holds between renders.
        const shown =
          room >= group.orders.length ? group.orders : group.orders.slice(0, Math.max(0, room));
        start += group.orders.length;
        return (
          <BoardGroup
            key={group.status}
            status={group.status}
            count={group.orders.length}
            orders={shown}
            renderCard={renderCard}
          />
        );
      })}
      {board.done.length > 0 && (
        <DoneSection
          // When that changes, the section starts again open or closed accordingly.
          key={String(isDoneOpenAtFirst)}
          title={BOARD_TEXT.doneTitle(board.doneScope, board.done.length)}
          orders={board.done}
          resetKey={resetKey}
          isOpenAtFirst={isDoneOpenAtFirst}
          renderCard={renderCard}
        />
      )}
    </div>
  );
}

const BoardGroup = memo(function BoardGroup({
  status,
  count,
  orders,
  renderCard,
}: {
  status: OpenGroupStatus;
  count: number;
  orders: ReadonlyArray<Order>;
  renderCard(order: Order): ReactNode;
}) {
  const headingId = useId();
  const Icon = STATUS_ICONS[status];
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h2
        id={headingId}
        className={cn(
          "inline-flex items-center gap-2 text-base font-bold sm:text-lg compact:text-base",
          STATUS_CLASSES[STATUS_META[status].color].text,
        )}
      >
        <Icon className="size-5" aria-hidden />
        {BOARD_TEXT.groupTitle(status, count)}
      </h2>
      <div className={GRID}>{orders.map(renderCard)}</div>
    </section>
  );
});

function DoneSection({
  title,
  orders,
  resetKey,
  isOpenAtFirst,
  renderCard,
}: {
  title: string;
  orders: ReadonlyArray<Order>;
  resetKey: string;
  isOpenAtFirst: boolean;
  renderCard(order: Order): ReactNode;
}) {
  const [isOpen, setOpen] = useState(isOpenAtFirst);
  const panelId = useId();
  // Closed, none of its cards are drawn: a busy evening's hundreds cost nothing.
  const shown = useProgressiveList(isOpen ? orders : [], `${resetKey}:${isOpen}`);
  return (
    <section aria-label={title} className="grid gap-2 border-t pt-4 sm:gap-3">
      <h2 className="text-lg font-semibold text-muted-foreground">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setOpen((current) => !current)}
          className="inline-flex items-center gap-2 rounded-md px-1 py-1 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <ChevronDown
            className={cn("size-5 transition-transform", !isOpen && "-rotate-90")}
            aria-hidden
          />
          {title}
        </button>
      </h2>
      <div id={panelId} hidden={!isOpen} className={GRID}>
        {shown.map(renderCard)}
      </div>
    </section>
  );
}
