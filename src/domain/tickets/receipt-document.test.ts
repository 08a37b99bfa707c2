import { describe, expect, it } from "vitest";
import {
  type BuildReceiptOptions,
  buildReceipt,
  RECEIPT_PLACEHOLDER_NAME,
} from "./receipt-document";
import type { TicketDocument } from "./ticket-document";
import { buildTicketOrder } from "./ticket-order.fixture";

function build(options: Partial<BuildReceiptOptions> = {}): TicketDocument {
  return buildReceipt({
    order: buildTicketOrder(),
    restaurantName: "Golden Fork",
    timeZone: "America/Chicago",
    printedAt: new Date("2026-11-20T23:15:00.000Z"),
    reprint: false,
    ...options,
  });
}

function columns(doc: TicketDocument): string[][] {
  return doc.lines.flatMap((line) => (line.kind === "columns" ? [[line.left, line.right]] : []));
}

function texts(doc: TicketDocument): string[] {
  return doc.lines.flatMap((line) =>
    line.kind === "text" ? [line.spans.map((span) => span.text).join("")] : [],
  );
}

describe("the printed receipt", () => {
  it("heads with the restaurant, the platform, the order, its time and the customer", () => {
    const doc = build();
    expect(doc.title).toBe("Receipt #4821");
    expect(texts(doc).slice(0, 7)).toEqual([
      "Golden Fork",
      "Uber Eats",
      "Order #4821",
      "Nov 20, 2026, 5:05 PM",
      "Maria Lopez",
      "(555) 010-7788",
      "PICKUP",
    ]);
    expect(texts(build({ restaurantName: "  " }))[0]).toBe(RECEIPT_PLACEHOLDER_NAME);
  });

  it("lists the items with line totals and the amounts in dollars for a USD order", () => {
    expect(columns(build())).toEqual([
      ["2 x Burger", "$32.00"],
      ["  + Extra cheese", "$1.50"],
      ["1 x Fries", "$4.50"],
      ["3 x Cola", "$7.50"],
      ["Subtotal", "$44.00"],
      ["Tax", "$2.68"],
      ["Total", "$46.68"],
    ]);
    expect(texts(build())).toContain("No onions");
  });

  it("prints a yen order in yen, with its tip, fee, discount and delivery fee", () => {
    const order = buildTicketOrder({
      currency: "JPY",
      isDelivery: true,
      customer: { name: "Aiko Sato", phone: "", address: street("1-2-3 Shibuya") },
      items: [{ name: "Ramen", quantity: 2, price: 980, modifiers: [] }],
      tax: 196,
      deliveryFee: 300,
      fees: [{ label: "Service fee", amount: 100 }],
      tips: [{ label: "Tip", amount: 200, isKeptByRestaurant: true }],
      discounts: [{ label: "Welcome", amount: 150, fundedBy: "restaurant" }],
    });
    const doc = build({ order });
    expect(columns(doc)).toEqual([
      ["2 x Ramen", "¥1,960"],
      ["Subtotal", "¥1,960"],
      ["Welcome", "-¥150"],
      ["Tax", "¥196"],
      ["Delivery Fee", "¥300"],
      ["Service fee", "¥100"],
      ["Tip", "¥200"],
      ["Total", "¥2,606"],
    ]);
    expect(texts(doc)).toContain("1-2-3 Shibuya, Tokyo");
    const total = doc.lines.find((line) => line.kind === "columns" && line.left === "Total");
    expect(total).toMatchObject({ bold: true });
  });

  it("says when the platform's total is not what the parts add up to", () => {
    const doc = build({ order: buildTicketOrder({ total: 4500 }) });
    expect(texts(doc).some((line) => line.startsWith("Totals differ by $1.68"))).toBe(true);
  });

  it("opens with an inverted REPRINT banner when reprinted", () => {
    const first = build({ reprint: true }).lines[0];
    expect(first).toMatchObject({ spans: [{ text: " REPRINT ", inverted: true }], size: "large" });
    expect(texts(build())).not.toContain(" REPRINT ");
  });
});

function street(line: string) {
  return { street: line, city: "Tokyo", state: "", zipCode: "" };
}
