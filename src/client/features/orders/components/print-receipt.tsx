import { Receipt } from "lucide-react";
import { useCallback } from "react";
import { Button } from "@/client/components/ui/button";
import { DropdownMenuItem } from "@/client/components/ui/dropdown-menu";
import { useCachedCurrentUser } from "@/client/lib/current-user-cache";
import { brandOf } from "@/domain/api/location-summary";
import type { Order } from "@/domain/order";
import { useOrderLocation } from "../order-location";
import { type PrintVariant, usePrintOrder } from "../print/use-print-order";

/**
 * The customer's receipt with prices, the second print layout: the Print buttons give the
 * kitchen ticket (decision 117). It prints with the signed-in restaurant's name and zone, or
 * on the All locations dashboard with those of the order's location; a brand's order (where
 * the kitchen runs several, docs/brands.md) under the brand's name.
 */
function usePrintReceipt(variant: PrintVariant): (order: Order) => void {
  const user = useCachedCurrentUser();
  const { print } = usePrintOrder(user?.restaurant?.name, user?.restaurant?.timezone);
  const locationOf = useOrderLocation(user);
  const places = user?.locations;
  return useCallback(
    (order: Order) =>
      void print(order, {
        variant,
        layout: "receipt",
        location: locationOf(order),
        brand: brandOf(order.locationId, places ?? []),
      }),
    [print, variant, locationOf, places],
  );
}

/** "Print receipt" beside the dialog's Print button. */
export function PrintReceiptButton({ order }: { order: Order }) {
  const printReceipt = usePrintReceipt("dialog");
  return (
    <Button variant="outline" onClick={() => printReceipt(order)}>
      <Receipt aria-hidden />
      Print receipt
    </Button>
  );
}

/** "Print receipt" in a card's more-actions menu. */
export function PrintReceiptMenuItem({ order }: { order: Order }) {
  const printReceipt = usePrintReceipt("card");
  return (
    <DropdownMenuItem onSelect={() => printReceipt(order)}>
      <Receipt aria-hidden />
      Print receipt
    </DropdownMenuItem>
  );
}
