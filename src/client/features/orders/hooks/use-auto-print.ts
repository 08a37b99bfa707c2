import { useCallback, useRef } from "react";
import { useCachedCurrentUser } from "@/client/lib/current-user-cache";
import { readDeviceSettings } from "@/client/lib/device-settings";
import { brandOf } from "@/domain/api/location-summary";
import type { Order } from "@/domain/order";
import { usePrintOrder } from "../print/use-print-order";

/**
 * Settings' 'Print new orders automatically': a new order announced while the app
 * is open prints its kitchen ticket on this device through the card's own print path, once
 * per order however often it is announced (a reconnect can repeat a NEW_ORDER). Only the
 * orders this kitchen makes, the browser's location's and its brands' (docs/brands.md),
 * each ticket naming its brand: the All locations dashboard hears every location's, and each
 * location prints its own.
 */
export function useAutoPrint(): (order: Order) => void {
  const user = useCachedCurrentUser();
  const { print } = usePrintOrder(user?.restaurant?.name, user?.restaurant?.timezone);
  const printed = useRef(new Set<string>());
  const here = user?.restaurant?.id;
  const places = user?.locations;
  return useCallback(
    (order: Order) => {
      // Read at the moment of the order, so a change in Settings applies without a reload.
      if (!readDeviceSettings().autoPrint || printed.current.has(order.id)) return;
      const place = places?.find((each) => each.id === order.locationId);
      const isOwn = order.locationId === here || place?.kitchenId === here;
      if (order.locationId && here && !isOwn) return;
      printed.current.add(order.id);
      void print(order, { variant: "card", brand: brandOf(order.locationId, places ?? []) });
    },
    [print, here, places],
  );
}
