import { queryOptions } from "@tanstack/react-query";
import type { PrintersView } from "@/domain/api/printers";
import { type AtLocation, apiGet } from "./api-client";

/**
 * GET /api/printers: the restaurant's kitchen printers, the stations in use and how long a
 * job may wait after an outage. Here rather than in the printers feature because the order
 * dialog offers the printers too and the live feed reloads them, and features never import
 * each other. One request shared by the banner on every screen and the Settings section.
 */
export const PRINTERS_KEY = ["/api/printers"] as const;

export type PrintersQueryOptions = AtLocation & {
  /** Only a restaurant's own people have printers: an administrator never asks. */
  isEnabled?: boolean;
};

/**
 * The browser's location's printers, or with `locationId` another location's (an order's on
 * the All locations dashboard), kept under PRINTERS_KEY so whatever reloads the printers
 * reloads those too.
 */
export function printersQueryOptions({ isEnabled = true, locationId }: PrintersQueryOptions = {}) {
  return queryOptions({
    queryKey: locationId ? [...PRINTERS_KEY, { location: locationId }] : [...PRINTERS_KEY],
    queryFn: async () =>
      (await apiGet<PrintersView>(PRINTERS_KEY[0], { location: locationId })) as PrintersView,
    enabled: isEnabled,
  });
}
