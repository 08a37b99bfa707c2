/**
 * The order status workflow: Reading A of spec §4 everywhere (design §3). Staff move an
 * order forward or leave it where it is, skipping steps is fine, and going back is refused.
 * `cancelled` is a terminal status only a platform can set.
 */
export const WORKFLOW_STATUSES = ["new", "preparing", "ready", "completed"] as const;
export const ORDER_STATUSES = [...WORKFLOW_STATUSES, "cancelled"] as const;

export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type StatusColor = "blue" | "amber" | "green" | "gray" | "red";

export type StatusMeta = {
  /** spec §4 labels. */
  label: string;
  /** spec §9 status colours. */
  color: StatusColor;
  hex: string;
  /** spec §2 card menu entry that sets this status, e.g. 'Set Ready'. */
  setLabel: string;
  /** spec §2 quick action that moves an order into this status, e.g. 'Mark Ready'. */
  markLabel: string | null;
};

export const STATUS_META: Record<OrderStatus, StatusMeta> = {
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

/** spec §5 / §8: the title and message shown when a move would go backwards. */
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

/** The status the quick action moves to, or null when the order is done. */
export function nextStatus(status: OrderStatus): WorkflowStatus | null {
  if (!isWorkflowStatus(status)) return null;
  const index = WORKFLOW_STATUSES.indexOf(status);
  return WORKFLOW_STATUSES[index + 1] ?? null;
}

/** True when `to` comes before `from` in the workflow (spec §4 Reading A). */
export function isBackwardMove(from: OrderStatus, to: OrderStatus): boolean {
  if (!isWorkflowStatus(from) || !isWorkflowStatus(to)) return false;
  return WORKFLOW_STATUSES.indexOf(to) < WORKFLOW_STATUSES.indexOf(from);
}

export type StatusActor = "staff" | "platform";

export type CanMoveStatusOptions = {
  from: OrderStatus;
  to: OrderStatus;
  actor: StatusActor;
};

/**
 * Staff may stay or move forward (skipping allowed). A platform may also cancel an order
 * that is not completed. Nothing leaves `cancelled`.
 */
export function canMoveStatus({ from, to, actor }: CanMoveStatusOptions): boolean {
  if (from === to) return true;
  if (from === "cancelled") return false;
  if (to === "cancelled") return actor === "platform" && from !== "completed";
  return !isBackwardMove(from, to);
}

/** Whether an order still needs the kitchen's attention. */
export function isOpenStatus(status: OrderStatus): boolean {
  return status !== "completed" && status !== "cancelled";
}
