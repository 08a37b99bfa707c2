import { describe, expect, it } from "vitest";
import { formatAddress } from "./address";

describe("formatAddress", () => {
  it("reads as a US address", () => {
    expect(
      formatAddress({ street: "1200 S Lamar Blvd", city: "Austin", state: "TX", zipCode: "78704" }),
    ).toBe("1200 S Lamar Blvd, Austin, TX 78704");
  });

  it("leaves out the parts a platform did not send", () => {
    expect(formatAddress({ street: "12 Main St", city: "", state: "", zipCode: "" })).toBe(
      "12 Main St",
    );
    expect(
      formatAddress({ street: "12 Main St", city: "Austin", state: "", zipCode: "78701" }),
    ).toBe("12 Main St, Austin, 78701");
  });
});
