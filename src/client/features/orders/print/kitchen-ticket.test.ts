import { describe, expect, it } from "vitest";
import type { Order } from "@/domain/order";
import { PLATFORMS } from "@/domain/platforms";
import { buildOrder } from "../test/order-fixture";
import { type RenderKitchenTicketOptions, renderKitchenTicketHtml } from "./kitchen-ticket";

const PRINTED_AT = new Date("2026-11-20T23:15:00.000Z");
const TIME_ZONE = "America/Chicago";

/** The order from the pass: a peanut allergy, a removal and a note on one item. */
const allergyOrder = (overrides: Partial<Order> = {}) =>
  buildOrder({
    orderNumber: "1042",
    isDelivery: false,
    deliveryInstructions: undefined,
    kitchenNote: "PEANUT ALLERGY - please no nuts",
    items: [
      {
        name: "Golden Fork Burger",
        quantity: 2,
        price: 1450,
        modifiers: [
          { name: "Onions", price: 0, removed: true },
          { name: "Extra cheese", price: 150 },
        ],
        note: "Sesame-free bun please",
      },
      { name: "Fries", quantity: 1, price: 450, modifiers: [] },
    ],
    ...overrides,
  });

function render(options: Partial<RenderKitchenTicketOptions> = {}) {
  const html = renderKitchenTicketHtml({
    order: allergyOrder(),
    paper: "80mm",
    printedAt: PRINTED_AT,
    timeZone: TIME_ZONE,
    ...options,
  });
  const doc = new DOMParser().parseFromString(html, "text/html");
  const text = (selector: string) =>
    [...doc.querySelectorAll(selector)].map((node) =>
      node.textContent?.replace(/\s+/g, " ").trim(),
    );
  const css = doc.querySelector("style")?.textContent ?? "";
  return { html, doc, text, css, body: doc.body.textContent?.replace(/\s+/g, " ") ?? "" };
}

describe("the kitchen ticket", () => {
  it("starts with the order number, platform, Delivery or Pickup and the time", () => {
    const { text } = render();
    expect(text(".header p")).toEqual([
      "#1042",
      "UBER EATS",
      "PICKUP",
      "Nov 20, 2026, 5:05 PM",
      "Maria Lopez",
    ]);
    expect(text(".fulfilment")).toEqual(["PICKUP"]);
    const delivery = render({ order: allergyOrder({ isDelivery: true }) });
    expect(delivery.text(".fulfilment")).toEqual(["DELIVERY"]);
  });

  it("names the brand under the order number, above the platform, as large as the items", () => {
    const { text, css } = render({ brand: "Midnight Wings" });
    expect(text(".header p").slice(0, 3)).toEqual(["#1042", "MIDNIGHT WINGS", "UBER EATS"]);
    expect(css).toMatch(/\.brand \{[^}]*font-size: 22px/);
  });

  it("names no brand where the kitchen runs only its own", () => {
    expect(render().text(".brand")).toEqual([]);
    expect(render({ brand: "  " }).text(".brand")).toEqual([]);
  });

  it("lists each item with its quantity, modifiers (a removal as NO ONIONS) and its note", () => {
    const { text } = render();
    expect(text(".item-name")).toEqual(["2 x Golden Fork Burger", "1 x Fries"]);
    expect(text(".modifier")).toEqual(["NO ONIONS", "+ Extra cheese"]);
    expect(text(".modifier.removal")).toEqual(["NO ONIONS"]);
    expect(text(".item-note")).toEqual(["NOTE: Sesame-free bun please"]);
  });

  it("boxes the kitchen note before the items and flags the allergy", () => {
    const { doc, text } = render();
    expect(text(".flag")).toEqual(["!! ALLERGY !!"]);
    expect(text(".kitchen-note .note-text")).toEqual(["PEANUT ALLERGY - please no nuts"]);
    const order = [...doc.querySelectorAll(".flag, .kitchen-note, .items")].map(
      (node) => node.className,
    );
    expect(order).toEqual(["flag", "section note-box kitchen-note", "items"]);
  });

  it("marks every allergy word, in the note, the item note and the modifiers", () => {
    const order = allergyOrder();
    const withMilk = {
      ...order,
      items: [
        {
          ...(order.items[0] as Order["items"][number]),
          modifiers: [{ name: "Milk", price: 0, removed: true }],
        },
      ],
    };
    const { text } = render({ order: withMilk });
    expect(text("mark.diet")).toEqual(["PEANUT", "ALLERGY", "nuts", "MILK", "Sesame"]);
  });

  it("says DIETARY NOTE for a diet alone, and has no flag when nothing is named", () => {
    const vegan = render({ order: allergyOrder({ kitchenNote: "Vegan please", items: [] }) });
    expect(vegan.text(".flag")).toEqual(["!! DIETARY NOTE !!"]);
    const plain = render({
      order: allergyOrder({
        kitchenNote: "Cut in half",
        items: [{ name: "Club sandwich", quantity: 1, price: 900, modifiers: [] }],
      }),
    });
    expect(plain.doc.querySelector(".flag")).toBeNull();
    expect(plain.doc.querySelector("mark")).toBeNull();
  });

  it("has no prices, no tax or totals and no thank-you", () => {
    const { body, doc } = render({
      order: allergyOrder({ tax: 268, deliveryFee: 399, isDelivery: true }),
    });
    expect(body).not.toMatch(/\$|\d+\.\d\d\b/);
    expect(body).not.toMatch(/Subtotal|Tax|Total|Delivery Fee/i);
    expect(body).not.toContain("Thank you");
    expect(doc.querySelector(".totals")).toBeNull();
  });

  it.each(PLATFORMS)(
    "prints %s in black only: no coloured badge, no colour but #000 and #fff",
    (platform) => {
      const { html, css, doc } = render({ order: allergyOrder({ platform }) });
      expect(doc.querySelectorAll("[style]")).toHaveLength(0);
      const colours = css.match(/#[0-9a-f]{3,8}\b|rgb\w*\(|hsl\w*\(/gi) ?? [];
      expect(new Set(colours.map((colour) => colour.toLowerCase()))).toEqual(
        new Set(["#fff", "#000"]),
      );
      expect(html).not.toContain("badge");
    },
  );

  it("prints allergy words bold and inverted in a box, not by colour", () => {
    const { css } = render();
    const rule = /mark\.diet\s*{([^}]*)}/.exec(css)?.[1] ?? "";
    expect(rule).toMatch(/font-weight:\s*700/);
    expect(rule).toMatch(/background:\s*#000/);
    expect(rule).toMatch(/color:\s*#fff/);
    expect(rule).toMatch(/border:[^;]*solid #000/);
  });

  it.each([
    ["80mm", "72mm"],
    ["58mm", "48mm"],
  ] as const)(
    "fits %s paper: the page is the roll, the body its printable %s",
    (paper, printable) => {
      const { css, doc } = render({ paper });
      expect(css).toContain(`@page { size: ${paper} auto; margin: 0; }`);
      expect(css).toMatch(new RegExp(`body\\s*{[^}]*width:\\s*${printable}`));
      expect(css).not.toMatch(/width:\s*\d+px/);
      expect(doc.body.dataset.paper).toBe(paper);
    },
  );

  it("prints 'Ready by' when the restaurant gave the platform a time, and the promised time", () => {
    const order = allergyOrder({
      promisedAt: "2026-11-21T01:00:00.000Z",
      platformLink: {
        acceptedAt: "2026-11-20T23:06:00.000Z",
        readyAt: "2026-11-20T23:30:00.000Z",
      } as Order["platformLink"],
    });
    const { text } = render({ order });
    expect(text(".ready-by")).toEqual(["READY BY 5:30 PM"]);
    expect(text(".promised")).toEqual(["FOR Nov 20, 2026, 7:00 PM"]);
    expect(render().doc.querySelector(".ready-by")).toBeNull();
  });

  it("labels the hand-over's instructions by how the order leaves", () => {
    const pickup = render({ order: allergyOrder({ deliveryInstructions: "Call on arrival" }) });
    expect(pickup.text(".instructions .note-title")).toEqual(["PICKUP INSTRUCTIONS"]);
    const delivery = render({
      order: allergyOrder({ isDelivery: true, deliveryInstructions: "Gate code 4821" }),
    });
    expect(delivery.text(".instructions .note-title")).toEqual(["DELIVERY INSTRUCTIONS"]);
  });

  it("prints markup in any order field as text, never as elements", () => {
    const attack = `<img src=x onerror=alert(1)>`;
    const { doc, text } = render({
      order: allergyOrder({
        orderNumber: attack,
        kitchenNote: `${attack} nuts`,
        customer: { name: attack, phone: "" },
        items: [
          {
            name: attack,
            quantity: 1,
            price: 100,
            modifiers: [{ name: attack, price: 0 }],
            note: attack,
          },
        ],
      }),
    });
    expect(doc.querySelectorAll("img, script")).toHaveLength(0);
    expect(text(".item-name")).toEqual([`1 x ${attack}`]);
    expect(text(".kitchen-note .note-text")).toEqual([`${attack} nuts`]);
    expect(text(".item-note")).toEqual([`NOTE: ${attack}`]);
  });
});
