import { describe, expect, it } from "vitest";
import { displayOrderNumber } from "./order-number";

describe("displayOrderNumber", () => {
  it("drops the leading # of a Shopify name so 'Order #' reads once", () => {
    expect(displayOrderNumber("#1001")).toBe("1001");
  });

  it("leaves every other platform's number as it is", () => {
    for (const number of ["BC953", "897176", "W-1001", "4821", "604721063804098"]) {
      expect(displayOrderNumber(number)).toBe(number);
    }
  });
});
