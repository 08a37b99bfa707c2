import { describe, expect, it } from "vitest";
import type { TicketDocument } from "../../../../domain/tickets/ticket-document";
import { sampleKitchenTicket } from "./render-fixture";
import { renderStarPrnt } from "./starprnt";

const bytes = (...values: number[]) => Buffer.from(values);

function render(doc: TicketDocument = sampleKitchenTicket()): Buffer {
  return renderStarPrnt(doc, 80);
}

describe("renderStarPrnt", () => {
  it("initialises, selects Windows-1252 and ends by feeding and cutting", () => {
    const out = render();
    expect(out.subarray(0, 6)).toEqual(bytes(0x1b, 0x40, 0x1b, 0x1d, 0x74, 0x20));
    expect(out.subarray(-6)).toEqual(bytes(0x0a, 0x0a, 0x0a, 0x1b, 0x64, 0x03));
  });

  it("prints the order number large, centred and emphasised", () => {
    const out = render();
    const number = out.indexOf("#4821", 0, "latin1");
    expect(number).toBeGreaterThan(0);
    const lineStart = out.lastIndexOf(0x0a, number) + 1;
    expect(out.subarray(lineStart, number)).toEqual(
      bytes(0x1b, 0x1d, 0x61, 0x01, 0x1b, 0x69, 0x01, 0x01, 0x1b, 0x45),
    );
    expect(out.subarray(number + 5, number + 8)).toEqual(bytes(0x1b, 0x46, 0x0a));
  });

  it("inverts a span and turns inversion and emphasis off at its end", () => {
    const out = render();
    const reprint = out.indexOf(" REPRINT ", 0, "latin1");
    expect(out.subarray(reprint - 4, reprint)).toEqual(bytes(0x1b, 0x45, 0x1b, 0x34));
    expect(out.subarray(reprint + 9, reprint + 14)).toEqual(bytes(0x1b, 0x35, 0x1b, 0x46, 0x0a));
  });

  it("encodes text as Windows-1252, with '?' for what it cannot print", () => {
    const doc: TicketDocument = {
      title: "Test",
      lines: [{ kind: "text", spans: [{ text: "Café €5 “ok” 寿司 🍣" }] }],
    };
    const out = render(doc);
    const text = bytes(0x43, 0x61, 0x66, 0xe9, 0x20, 0x80, 0x35, 0x20, 0x93, 0x6f, 0x6b, 0x94);
    expect(out.includes(Buffer.concat([text, Buffer.from(" ?? ?\n", "latin1")]))).toBe(true);
  });

  it("lets no customer text act as a command", () => {
    const doc: TicketDocument = {
      title: "Test",
      lines: [{ kind: "text", spans: [{ text: "no onions\u001bd\u0003" }] }],
    };
    const out = render(doc);
    expect(out.includes(Buffer.from("no onionsd\n", "latin1"))).toBe(true);
    expect(out.indexOf(bytes(0x1b, 0x64))).toBe(out.length - 3);
  });
});
