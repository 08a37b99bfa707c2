import { describe, expect, it } from "vitest";
import { type BuildKitchenTicketOptions, buildKitchenTicket } from "./kitchen-ticket-document";
import type { TicketDocument, TicketLine } from "./ticket-document";
import { buildTicketOrder } from "./ticket-order.fixture";

const TIME_ZONE = "America/Chicago";
const PRINTED_AT = new Date("2026-11-20T23:15:00.000Z");

function build(options: Partial<BuildKitchenTicketOptions> = {}): TicketDocument {
  return buildKitchenTicket({
    order: buildTicketOrder(),
    station: "kitchen",
    kind: "new",
    reprint: false,
    timeZone: TIME_ZONE,
    printedAt: PRINTED_AT,
    ...options,
  });
}

/** Each line's words, rules as "---", feeds as "". */
function texts(doc: TicketDocument): string[] {
  return doc.lines.map((line) => {
    if (line.kind === "text") return line.spans.map((span) => span.text).join("");
    if (line.kind === "columns") return `${line.left} | ${line.right}`;
    return line.kind === "rule" ? "---" : "";
  });
}

function lineWith(doc: TicketDocument, words: string): TicketLine & { kind: "text" } {
  const line = doc.lines.find(
    (held) => held.kind === "text" && held.spans.map((span) => span.text).join("") === words,
  );
  if (line?.kind !== "text") throw new Error(`No line reads "${words}"`);
  return line;
}

describe("the printed kitchen ticket", () => {
  it("reads top to bottom: who and when, the flag, the note, the items, the instructions", () => {
    const doc = build();
    expect(doc.title).toBe("Kitchen ticket #4821");
    expect(texts(doc)).toEqual([
      "#4821",
      "UBER EATS",
      "PICKUP",
      "Nov 20, 2026, 5:05 PM",
      "Maria Lopez",
      "---",
      "!! ALLERGY !!",
      "KITCHEN NOTE",
      "PEANUT ALLERGY - please no nuts",
      "---",
      "2 x Burger",
      "NO ONIONS",
      "+ Extra cheese",
      "NOTE: Sesame-free bun please",
      "1 x Fries",
      "3 x Cola",
      "---",
      "PICKUP INSTRUCTIONS",
      "Text me when it is ready",
      "---",
      "Printed Nov 20, 2026, 5:15 PM",
    ]);
  });

  it("prints the order number, the items and their modifiers in large type", () => {
    const doc = build();
    expect(lineWith(doc, "#4821")).toMatchObject({ size: "large", align: "center" });
    for (const words of ["2 x Burger", "NO ONIONS", "+ Extra cheese", "1 x Fries"]) {
      expect(lineWith(doc, words).size).toBe("large");
    }
    expect(lineWith(doc, "NO ONIONS").indent).toBeGreaterThan(0);
  });

  it("inverts every allergy word in the customer's words, in bold", () => {
    const doc = build();
    expect(lineWith(doc, "PEANUT ALLERGY - please no nuts").spans).toEqual([
      { text: "PEANUT", bold: true, inverted: true },
      { text: " ", bold: true },
      { text: "ALLERGY", bold: true, inverted: true },
      { text: " - please no ", bold: true },
      { text: "nuts", bold: true, inverted: true },
    ]);
    const note = lineWith(doc, "NOTE: Sesame-free bun please");
    expect(note.spans).toContainEqual({ text: "Sesame", bold: true, inverted: true });
    expect(lineWith(doc, "!! ALLERGY !!").spans[0]?.inverted).toBe(true);
  });

  it("flags a diet alone as a dietary note, and nothing when no one named one", () => {
    const vegan = buildTicketOrder({ kitchenNote: "vegan please", items: [plainItem("Salad")] });
    expect(texts(build({ order: vegan }))).toContain("!! DIETARY NOTE !!");
    const quiet = buildTicketOrder({ kitchenNote: undefined, items: [plainItem("Salad")] });
    expect(texts(build({ order: quiet })).join("\n")).not.toContain("!!");
  });

  it("prints no prices", () => {
    const all = texts(build()).join("\n");
    expect(all).not.toMatch(/\$|\d+\.\d\d/);
    expect(build().lines.some((line) => line.kind === "columns")).toBe(false);
  });

  it("prints only the items it is given, with the station's name", () => {
    const order = buildTicketOrder({ kitchenNote: undefined });
    const doc = build({ order, station: "bar", items: order.items.slice(2) });
    const lines = texts(doc);
    expect(lines).toContain("3 x Cola");
    expect(lines).toContain("Station: Bar");
    expect(lines).not.toContain("2 x Burger");
    // The burger's note names sesame, but the bar never sees the burger.
    expect(lines.join("\n")).not.toContain("ALLERGY");
    expect(texts(build({ order, station: "pizza oven" }))).toContain("Station: pizza oven");
    expect(texts(build())).not.toContain("Station: Kitchen");
  });

  it("still builds a ticket for a station with no items", () => {
    const doc = build({ station: "bar", items: [] });
    expect(texts(doc)).toContain("#4821");
    expect(texts(doc).some((line) => / x /.test(line))).toBe(false);
  });

  it("opens with an inverted REPRINT, CANCELLED or UPDATED banner", () => {
    expect(lineWith(build({ reprint: true }), " REPRINT ")).toMatchObject({
      size: "large",
      align: "center",
      spans: [{ inverted: true }],
    });
    expect(texts(build({ kind: "cancelled" }))[0]).toBe(" CANCELLED ");
    const updated = build({ kind: "updated", reprint: true, changes: ["Fries removed"] });
    expect(texts(updated).slice(0, 4)).toEqual([" REPRINT ", " UPDATED ", "Fries removed", ""]);
    expect(texts(build({ kind: "accepted" }))[0]).toBe("#4821");
  });

  it("names the offline printer whose job a backup prints", () => {
    expect(texts(build({ backupFor: "Grill" })).slice(0, 2)).toEqual(["FOR GRILL PRINTER", ""]);
  });

  it("gives the promised and ready-by times in the restaurant's zone", () => {
    const order = buildTicketOrder({
      promisedAt: "2026-11-21T00:00:00.000Z",
      platformLink: {
        acceptBy: null,
        acceptedAt: "2026-11-20T23:06:00.000Z",
        prepMinutes: 20,
        readyAt: "2026-11-20T23:26:00.000Z",
        call: null,
      },
    });
    const lines = texts(build({ order }));
    expect(lines).toContain("FOR Nov 20, 2026, 6:00 PM");
    expect(lines).toContain("READY BY 5:26 PM");
  });

  it("lists what to check on the platform and labels delivery instructions", () => {
    const order = buildTicketOrder({ isDelivery: true, checkNotes: ["A modifier was unreadable"] });
    const lines = texts(build({ order }));
    expect(lines).toContain("DELIVERY");
    expect(lines).toContain("CHECK ON UBER EATS");
    expect(lines).toContain("- A modifier was unreadable");
    expect(lines).toContain("DELIVERY INSTRUCTIONS");
  });
});

function plainItem(name: string) {
  return { name, quantity: 1, price: 500, modifiers: [] };
}
