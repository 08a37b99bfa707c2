import { useCallback } from "react";
import { toast } from "@/client/hooks/use-toast";
import { readDeviceSettings } from "@/client/lib/device-settings";
import type { LocationSummary } from "@/domain/api/location-summary";
import type { Order } from "@/domain/order";
import { displayOrderNumber } from "@/domain/order-number";
import { locationTimeZone } from "../order-location";
import { type PrintLayout, printOrder } from "./print-order";

/** Where the print was asked for: the detail dialog or an order card, worded differently. */
export type PrintVariant = "dialog" | "card";

export type PrintRequestOptions = {
  variant: PrintVariant;
  /** The kitchen ticket unless the customer's receipt is asked for. */
  layout?: PrintLayout;
  /**
   * The order's location when it is not the browser's (the All locations dashboard): its
   * name heads the receipt and its zone dates it.
   */
  location?: LocationSummary;
  /**
   * The brand the order is sold under, where its kitchen runs more than one (`brandOf`,
   * docs/brands.md): large on the kitchen ticket, so the bag gets the right label, and the
   * name heading the customer's receipt.
   */
  brand?: string;
};

/** The print toasts. */
export const PRINT_MESSAGES = {
  startTitle: "Printing Order",
  startDescription: "Order sent to your browser's print dialog",
  failureTitle: "Print Error",
  failureDescription: "There was a problem opening the print dialog. Please try again.",
} as const;

export function printStartTitle(order: Pick<Order, "orderNumber">, variant: PrintVariant): string {
  return variant === "card"
    ? `Printing order #${displayOrderNumber(order.orderNumber)}`
    : PRINT_MESSAGES.startTitle;
}

/**
 * Prints an order's kitchen ticket (or, when asked, its receipt) with the print toasts, on
 * the paper this device's Settings name. The restaurant name goes on the receipt's header;
 * pass the signed-in user's, and the restaurant's timezone for its dates. `print` never
 * rejects: a failure becomes the 'Print Error' toast.
 */
export function usePrintOrder(restaurantName: string | undefined, timeZone?: string) {
  const print = useCallback(
    async (
      order: Order,
      { variant, layout = "ticket", location, brand }: PrintRequestOptions,
    ): Promise<void> => {
      toast({
        title: printStartTitle(order, variant),
        description: PRINT_MESSAGES.startDescription,
      });
      try {
        // Read at the moment of printing, so a change in Settings applies without a reload.
        const { ticketPaper: paper } = readDeviceSettings();
        await printOrder({
          order,
          layout,
          paper,
          restaurantName: brand ?? location?.name ?? restaurantName,
          brand,
          timeZone: location ? locationTimeZone(location) : timeZone,
        });
      } catch (error) {
        console.error(`Printing the ${layout} failed`, error);
        toast({
          title: PRINT_MESSAGES.failureTitle,
          description: PRINT_MESSAGES.failureDescription,
          variant: "destructive",
        });
      }
    },
    [restaurantName, timeZone],
  );
  return { print };
}
