import { buildKitchenTicket } from "../../../../domain/tickets/kitchen-ticket-document";
import type { TicketDocument } from "../../../../domain/tickets/ticket-document";
import { buildTicketOrder } from "../../../../domain/tickets/ticket-order.fixture";

/** Test support: the sample order's kitchen ticket, reprinted, for the renderers' tests. */
export function sampleKitchenTicket(): TicketDocument {
  return buildKitchenTicket({
    order: buildTicketOrder({ customer: { name: "Zoé <script>&", phone: "" } }),
    station: "kitchen",
    kind: "new",
    reprint: true,
    timeZone: "America/Chicago",
    printedAt: new Date("2026-11-20T23:15:00.000Z"),
  });
}
