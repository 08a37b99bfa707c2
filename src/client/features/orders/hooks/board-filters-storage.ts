import { z } from "zod";
import { PLATFORMS, type Platform } from "@/domain/platforms";
import { ORDER_STATUSES, type OrderStatus } from "@/domain/status";

/**
 * The dashboard's chips as this device left them, in localStorage: a tablet on the pass that
 * shows only Uber Eats keeps doing so after a reload. Anything unreadable means no chips.
 */
export const BOARD_FILTERS_KEY = "orderdock.board-filters.v1";

export type BoardFilters = { platforms: Platform[]; statuses: OrderStatus[] };

const NONE: BoardFilters = { platforms: [], statuses: [] };

// A value this version does not know (a platform since removed) is dropped, not fatal.
const storedSchema = z.object({
  platforms: z.array(z.string()).catch([]),
  statuses: z.array(z.string()).catch([]),
});

export function readBoardFilters(): BoardFilters {
  try {
    const raw = localStorage.getItem(BOARD_FILTERS_KEY);
    if (raw === null) return NONE;
    const stored = storedSchema.parse(JSON.parse(raw));
    return {
      platforms: stored.platforms.filter((value): value is Platform =>
        (PLATFORMS as readonly string[]).includes(value),
      ),
      statuses: stored.statuses.filter((value): value is OrderStatus =>
        (ORDER_STATUSES as readonly string[]).includes(value),
      ),
    };
  } catch {
    return NONE;
  }
}

export function saveBoardFilters(filters: BoardFilters): void {
  try {
    if (filters.platforms.length === 0 && filters.statuses.length === 0) {
      localStorage.removeItem(BOARD_FILTERS_KEY);
    } else {
      localStorage.setItem(BOARD_FILTERS_KEY, JSON.stringify(filters));
    }
  } catch {
    // Storage blocked (private mode): the chips last this visit only.
  }
}
