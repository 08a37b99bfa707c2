/**
 * The order status workflow, the same on every screen and in every API call. Staff move an
 * order forward or leave it where it is, skipping steps is fine, and going back is refused.
 * `cancelled` is a terminal status only a platform can set. Two held statuses come before
 * the workflow (decision 096): an order not yet paid waits in `awaiting_payment`, an order
 * for later in `scheduled`; neither is in the kitchen's list until it is released to `new`.
 */
export const WORKFLOW_STATUSES = ["new", "preparing", "ready", "completed"] as const;
export const HELD_STATUSES = ["awaiting_payment", "scheduled"] as const;
export const ORDER_STATUSES = [...HELD_STATUSES, ...WORKFLOW_STATUSES, "cancelled"] as const;

export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];
export type HeldStatus = (typeof HELD_STATUSES)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type StatusColor = "blue" | "amber" | "green" | "gray" | "red" | "violet" | "slate";

export type StatusMeta = {
  /** The status labels. */
  label: string;
  /** The status colours. */
  color: StatusColor;
  hex: string;
  /** The card menu entry that sets this status, e.g. 'Set Ready'. */
  setLabel: string;
  /** The quick action that moves an order into this status, e.g. 'Mark Ready'. */
  markLabel: string | null;
};

export const STATUS_META: Record<OrderStatus, StatusMeta> = {
  awaiting_payment: {
    label: "Awaiting payment",
    color: "slate",
    hex: "#475569",
    setLabel: "Set Awaiting payment",
    markLabel: null,
  },
  scheduled: {
    label: "Scheduled",
    color: "violet",
    hex: "#7C3AED",
    setLabel: "Set Scheduled",
    markLabel: null,
  },
  new: { label: "New", color: "blue", hex: "#2563EB", setLabel: "Set New", markLabel: null },
  preparing: {
    label: "Preparing",
    color: "amber",
    hex: "#D97706",
    setLabel: "Set Preparing",
    markLabel: "Mark Preparing",
  },
  ready: {
    label: "Ready for Pickup",
    color: "green",
    hex: "#16A34A",
    setLabel: "Set Ready",
    markLabel: "Mark Ready",
  },
  completed: {
    label: "Completed",
    color: "gray",
    hex: "#6B7280",
    setLabel: "Set Completed",
    markLabel: "Mark Complete",
  },
  cancelled: {
    label: "Cancelled",
    color: "red",
    hex: "#DC2626",
    setLabel: "Set Cancelled",
    markLabel: null,
  },
};

/** The title and message shown when a move would go backwards. */
export const INVALID_STATUS_CHANGE = {
  title: "Invalid Status Change",
  message: "Orders can only progress forward through the workflow",
} as const;

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function isWorkflowStatus(value: unknown): value is WorkflowStatus {
  return typeof value === "string" && (WORKFLOW_STATUSES as readonly string[]).includes(value);
}

export function isHeldStatus(value: unknown): value is HeldStatus {
  return typeof value === "string" && (HELD_STATUSES as readonly string[]).includes(value);
}

/** The order statuses in the order an order passes through them (cancelled aside). */
const PROGRESSION: readonly OrderStatus[] = [...HELD_STATUSES, ...WORKFLOW_STATUSES];

/** The status the quick action moves to, or null when the order is done. */
export function nextStatus(status: OrderStatus): WorkflowStatus | null {
  if (!isWorkflowStatus(status)) return null;
  const index = WORKFLOW_STATUSES.indexOf(status);
  return WORKFLOW_STATUSES[index + 1] ?? null;
}

/**
 * True when `to` comes before `from` in the workflow. A held status comes before the
 * workflow: nothing goes back to it.
 */
export function isBackwardMove(from: OrderStatus, to: OrderStatus): boolean {
  if (from === "cancelled" || to === "cancelled") return false;
  return PROGRESSION.indexOf(to) < PROGRESSION.indexOf(from);
}

export type StatusActor = "staff" | "platform";

export type CanMoveStatusOptions = {
  from: OrderStatus;
  to: OrderStatus;
  actor: StatusActor;
};

/**
 * Staff may stay or move forward (skipping allowed); a scheduled order may be started early,
 * an unpaid one waits for its platform. A platform may also cancel an order that is not
 * completed. Nothing leaves `cancelled`, and nothing enters a held status by moving.
 */
export function canMoveStatus({ from, to, actor }: CanMoveStatusOptions): boolean {
  if (from === to) return true;
  if (from === "cancelled") return false;
  if (to === "cancelled") return actor === "platform" && from !== "completed";
  if (isHeldStatus(to)) return false;
  if (from === "awaiting_payment" && actor === "staff") return false;
  return !isBackwardMove(from, to);
}

/** Whether an order still needs the kitchen's attention (held orders will, later). */
export function isOpenStatus(status: OrderStatus): boolean {
  return status !== "completed" && status !== "cancelled";
}

/** Whether an order belongs in the kitchen's list: open and released. */
export function isKitchenStatus(status: OrderStatus): boolean {
  return isOpenStatus(status) && !isHeldStatus(status);
}
