import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/client/lib/api-client";
import { PRINTERS_KEY } from "@/client/lib/printers-query";
import type { TwinTicket } from "@/domain/api/printers";

/**
 * GET /api/printers/:id/tickets: what a printer twin printed, newest first. Under the
 * printers' key, so the live feed's "printers changed" brings the new tickets in too.
 */
export async function getTwinTickets(printerId: string): Promise<TwinTicket[]> {
  const tickets =
    (await apiGet<TwinTicket[]>(`/api/printers/${encodeURIComponent(printerId)}/tickets`)) ?? [];
  return tickets.toSorted((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

export function twinTicketsQueryOptions(printerId: string, isShown: boolean) {
  return queryOptions({
    queryKey: [...PRINTERS_KEY, printerId, "tickets"],
    queryFn: () => getTwinTickets(printerId),
    enabled: isShown,
  });
}

export function useTwinTickets(printerId: string, isShown: boolean) {
  return useQuery(twinTicketsQueryOptions(printerId, isShown));
}
