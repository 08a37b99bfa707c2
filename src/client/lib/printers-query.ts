import { queryOptions } from "@tanstack/react-query";
import type { PrintersView } from "@/domain/api/printers";

/**
 * GET /api/printers: the restaurant's kitchen printers, the stations in use and how long a
 * job may wait after an outage. Here rather than in the printers feature because the order
 * dialog offers the printers too and the live feed reloads them, and features never import
 * each other. Read by its URL (the query client's default), so the banner on every screen
 * and the Settings section share one request.
 */
export const PRINTERS_KEY = ["/api/printers"] as const;

/** Only a restaurant's own people have printers: an administrator never asks. */
export function printersQueryOptions({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return queryOptions<PrintersView, Error, PrintersView, typeof PRINTERS_KEY>({
    queryKey: PRINTERS_KEY,
    enabled: isEnabled,
  });
}
