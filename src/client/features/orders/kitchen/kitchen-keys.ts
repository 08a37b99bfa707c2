/**
 * The kitchen display from a keyboard or a bump bar alone (docs/kitchen-display.md): 1–9
 * select the ticket at that position on screen, arrows move the selection (left and right
 * between columns, up and down within one), Enter bumps the selected ticket, R recalls the
 * last one bumped. Pure, so the rules are tested without a screen.
 */
export type KitchenKeyAction =
  | { type: "select"; position: number }
  | { type: "move"; direction: MoveDirection }
  | { type: "bump" }
  | { type: "recall" };

export type MoveDirection = "up" | "down" | "left" | "right";

/** The tickets' ids as drawn: one list per column, left to right, each top to bottom. */
export type TicketLayout = ReadonlyArray<ReadonlyArray<string>>;

/** Tickets beyond the ninth have no number key; arrows still reach them. */
export const NUMBERED_TICKETS = 9;

const ARROWS: Record<string, MoveDirection> = {
  ArrowUp: "up",
  ArrowDown: "down",
  ArrowLeft: "left",
  ArrowRight: "right",
};

export type KeyPress = {
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
};

/** What a key asks for, or null for a key the display leaves alone (and shortcuts). */
export function kitchenKeyAction({
  key,
  altKey,
  ctrlKey,
  metaKey,
}: KeyPress): KitchenKeyAction | null {
  if (altKey || ctrlKey || metaKey) return null;
  if (/^[1-9]$/.test(key)) return { type: "select", position: Number(key) };
  const direction = ARROWS[key];
  if (direction) return { type: "move", direction };
  if (key === "Enter") return { type: "bump" };
  if (key === "r" || key === "R") return { type: "recall" };
  return null;
}

/** Every ticket in reading order: the first column top to bottom, then the next. */
export function ticketsInOrder(layout: TicketLayout): string[] {
  return layout.flat();
}

/** The number key of a ticket (1–9), or null past the ninth. */
export function positionOf(layout: TicketLayout, id: string): number | null {
  const index = ticketsInOrder(layout).indexOf(id);
  return index >= 0 && index < NUMBERED_TICKETS ? index + 1 : null;
}

/** The ticket a number key selects, or null when there is none at that position. */
export function ticketAtPosition(layout: TicketLayout, position: number): string | null {
  if (position < 1 || position > NUMBERED_TICKETS) return null;
  return ticketsInOrder(layout)[position - 1] ?? null;
}

function locate(layout: TicketLayout, id: string | null): { column: number; row: number } | null {
  if (id === null) return null;
  for (const [column, ids] of layout.entries()) {
    const row = ids.indexOf(id);
    if (row >= 0) return { column, row };
  }
  return null;
}

/**
 * Where an arrow takes the selection. With nothing selected (or the selected ticket gone)
 * any arrow selects the first ticket. Up and down stop at a column's ends; left and right
 * skip empty columns and keep the row where they can. A layout of one list (the expo's
 * grid) reads left and right as back and on.
 */
export function moveSelection(
  layout: TicketLayout,
  selected: string | null,
  direction: MoveDirection,
): string | null {
  const at = locate(layout, selected);
  if (!at) return ticketsInOrder(layout)[0] ?? null;
  const column = layout[at.column] ?? [];
  const isOneList = layout.length === 1;
  const step =
    direction === "up" || (isOneList && direction === "left")
      ? -1
      : direction === "down" || (isOneList && direction === "right")
        ? 1
        : 0;
  if (step !== 0) {
    const row = Math.min(Math.max(at.row + step, 0), column.length - 1);
    return column[row] ?? selected;
  }
  const towards = direction === "left" ? -1 : 1;
  for (let index = at.column + towards; index >= 0 && index < layout.length; index += towards) {
    const ids = layout[index] ?? [];
    if (ids.length > 0) return ids[Math.min(at.row, ids.length - 1)] ?? selected;
  }
  return selected;
}

/**
 * The selection once the selected ticket leaves its column (bumped): the ticket that takes
 * its place, or the one above it at the column's end, so Enter again bumps the next.
 */
export function selectionAfterBump(layout: TicketLayout, bumped: string): string | null {
  const at = locate(layout, bumped);
  if (!at) return null;
  const column = layout[at.column] ?? [];
  return column[at.row + 1] ?? column[at.row - 1] ?? null;
}
