import { describe, expect, it } from "vitest";
import { STATUS_TOASTS } from "./order-messages";

describe("the status toasts", () => {
  it("reads 'Order Status Updated' with the status label for the quick action and the dialog", () => {
    expect(STATUS_TOASTS.updated("BC953", "ready")).toEqual({
      title: "Order Status Updated",
      description: "Order #BC953 is now Ready for Pickup",
    });
  });

  it("reads 'Status Updated' with the status value for the card menu", () => {
    expect(STATUS_TOASTS.menuUpdated("W-1001", "completed")).toEqual({
      title: "Status Updated",
      description: "Order #W-1001 is now completed",
    });
  });

  it("never doubles the # of a Shopify order number", () => {
    expect(STATUS_TOASTS.updated("#1042", "new").description).toBe("Order #1042 is now New");
    expect(STATUS_TOASTS.menuUpdated("#1042", "ready").description).toBe(
      "Order #1042 is now ready",
    );
  });
});
