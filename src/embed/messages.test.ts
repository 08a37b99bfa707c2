import { describe, expect, it } from "vitest";
import { DIETARY_TAG_LABELS } from "@/domain/api/menu";
import { DIETARY_TEXT, TEXT } from "./messages";

describe("the order form's words", () => {
  it("names dietary tags as the Menu Manager does", () => {
    expect(DIETARY_TEXT).toEqual(DIETARY_TAG_LABELS);
  });

  it("labels the subtotal as an estimate", () => {
    expect(TEXT.subtotal).toBe("Estimated subtotal");
    expect(TEXT.estimateNote).toBe("Final total confirmed when you place the order");
  });

  it("thanks the customer with the order's number", () => {
    expect(TEXT.thankYou("W-1042")).toBe("Thank you! Your order W-1042 is in.");
  });

  it("describes a modifier group's rule", () => {
    expect(TEXT.chooseRule(1, 1)).toBe("choose 1");
    expect(TEXT.chooseRule(0, 3)).toBe("choose up to 3");
    expect(TEXT.chooseRule(1, 2)).toBe("choose 1 to 2");
  });
});
