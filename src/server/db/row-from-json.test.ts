import { describe, expect, it } from "vitest";
import { rowFromJson } from "./row-from-json";
import { orders } from "./schema/orders";

describe("a row read as JSON inside a larger statement", () => {
  it("comes back as Drizzle gives rows: field names, Dates, numbers and JSON as they are", () => {
    const row = rowFromJson(orders, {
      id: "0b6f6a0e-6c8e-4a43-9a59-2a3f3b1d2c11",
      order_number: "A1",
      total_minor: 1250,
      is_delivery: false,
      items: [{ name: "Soup", quantity: 1 }],
      created_at: "2026-11-27T10:00:00.123456+00:00",
      due_at: null,
    });
    expect(row.orderNumber).toBe("A1");
    expect(row.totalMinor).toBe(1250);
    expect(row.isDelivery).toBe(false);
    expect(row.items).toEqual([{ name: "Soup", quantity: 1 }]);
    expect(row.createdAt).toEqual(new Date("2026-11-27T10:00:00.123Z"));
    expect(row.dueAt).toBeNull();
    // A column the JSON leaves out reads as null, as SQL's would.
    expect(row.acceptedAt).toBeNull();
  });
});
