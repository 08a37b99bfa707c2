import { describe, expect, it } from "vitest";
import { pluralize } from "./pluralize";

describe("pluralize", () => {
  it("says 1 order and 2 orders, and takes an irregular plural", () => {
    expect(pluralize(1, "order")).toBe("1 order");
    expect(pluralize(2, "order")).toBe("2 orders");
    expect(pluralize(0, "order")).toBe("0 orders");
    expect(pluralize(1070, "order")).toBe("1,070 orders");
    expect(pluralize(3, "more item", "more items")).toBe("3 more items");
  });
});
