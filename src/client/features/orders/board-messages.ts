import { pluralize } from "@/client/lib/pluralize";
import type { OpenGroupStatus } from "@/domain/order-board";
import { STATUS_META } from "@/domain/status";

/** The urgency board's own words (docs/decisions/118-the-board-oldest-first-in-groups.md). */
export const BOARD_TEXT = {
  filters: "Filters",
  groupTitle: (status: OpenGroupStatus, count: number) => `${STATUS_META[status].label} (${count})`,
  doneTitle: (scope: "today" | "all", count: number) =>
    `${scope === "today" ? "Done today" : "Done"} (${count})`,
  nothingOpen: "Nothing waiting: every order on the board is done.",
  activeFilters: (count: number) => `${pluralize(count, "filter")} on`,
} as const;
