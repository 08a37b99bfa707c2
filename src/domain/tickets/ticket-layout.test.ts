import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PaperWidth } from "../printing";
import type { TicketLine, TicketSpan } from "./ticket-document";
import { layoutTicket, lineText, textLength } from "./ticket-layout";

function layout(lines: TicketLine[], paperWidth: PaperWidth = 58) {
  return layoutTicket({ title: "Test", lines }, paperWidth);
}

function textLine(spans: TicketSpan[], extra: Partial<TicketLine & { kind: "text" }> = {}) {
  return { kind: "text", spans, ...extra } as const;
}

const SENTENCE = "Please cut the burger in half and keep the sauce on the side thanks";

describe("layoutTicket", () => {
  it.each([
    [58, "normal", 32],
    [80, "normal", 48],
    [58, "large", 16],
    [80, "large", 24],
  ] as const)("wraps %i mm %s text at word boundaries within %i columns", (paper, size, max) => {
    const lines = layout([textLine([{ text: SENTENCE }], { size })], paper);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) {
      expect(textLength(lineText(line))).toBeLessThanOrEqual(max);
      expect(line.size).toBe(size);
    }
    expect(lines.map(lineText).join(" ")).toBe(SENTENCE);
  });

  it("fills a line to exactly its columns before it wraps", () => {
    const lines = layout([textLine([{ text: `${"a".repeat(15)} ${"b".repeat(16)} c` }])]);
    expect(lines.map(lineText)).toEqual([`${"a".repeat(15)} ${"b".repeat(16)}`, "c"]);
  });

  it("keeps each span's style on the line it wraps to", () => {
    const spans = [{ text: "Sesame-free bun and no " }, { text: "peanuts", inverted: true }];
    const lines = layout([textLine(spans, { size: "large" })]);
    expect(lines.map((line) => line.spans)).toEqual([
      [{ text: "Sesame-free bun" }],
      [{ text: "and no " }, { text: "peanuts", inverted: true }],
    ]);
  });

  it("breaks a word longer than a line hard", () => {
    const lines = layout([textLine([{ text: `x ${"W".repeat(40)}`, bold: true }])]);
    expect(lines.map(lineText)).toEqual(["x", "W".repeat(32), "W".repeat(8)]);
    expect(lines[1]?.spans).toEqual([{ text: "W".repeat(32), bold: true }]);
  });

  it("indents every wrapped line of an indented line", () => {
    const lines = layout([textLine([{ text: SENTENCE }], { indent: 2, size: "large" })]);
    for (const line of lines) expect(lineText(line)).toMatch(/^ {2}\S/);
  });

  it("keeps the spaces around a banner and the alignment", () => {
    const lines = layout([textLine([{ text: " REPRINT ", inverted: true }], { align: "center" })]);
    expect(lines).toEqual([
      { spans: [{ text: " REPRINT ", inverted: true }], size: "normal", align: "center" },
    ]);
  });

  it("starts a new line at a line break and drops control characters", () => {
    const lines = layout([textLine([{ text: "Gate 4\r\nring\u001b@ twice\u0007" }])]);
    expect(lines.map(lineText)).toEqual(["Gate 4", "ring@ twice"]);
  });

  it("pads the middle of a columns line and shortens a label that does not fit", () => {
    const [row] = layout([{ kind: "columns", left: "Subtotal", right: "$44.00", bold: true }]);
    expect(row?.spans).toEqual([{ text: `Subtotal${" ".repeat(18)}$44.00`, bold: true }]);
    const long = layout([{ kind: "columns", left: "2 x ".padEnd(40, "Z"), right: "$9.00" }]);
    expect(long.map(lineText)).toEqual([`2 x ${"Z".repeat(22)} $9.00`]);
  });

  it("draws a rule across the paper and feeds blank lines", () => {
    const lines = layout([{ kind: "rule" }, { kind: "feed", lines: 2 }], 80);
    expect(lines.map(lineText)).toEqual(["-".repeat(48), "", ""]);
  });

  it("treats large lines as normal for a printer without large type", () => {
    const lines = layoutTicket(
      { title: "Test", lines: [textLine([{ text: SENTENCE }], { size: "large" })] },
      58,
      { hasLargeType: false },
    );
    expect(lines.map(lineText)[0]).toBe("Please cut the burger in half");
  });

  it("never prints past the paper and never loses a word's characters", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ text: fc.string({ maxLength: 60 }), inverted: fc.boolean() })),
        fc.constantFrom(58, 80) as fc.Arbitrary<PaperWidth>,
        fc.boolean(),
        (spans, paper, isLarge) => {
          const size = isLarge ? "large" : "normal";
          const lines = layout([textLine(spans, { size })], paper);
          const max = (paper === 58 ? 32 : 48) / (isLarge ? 2 : 1);
          for (const line of lines) expect(textLength(lineText(line))).toBeLessThanOrEqual(max);
          const visible = (text: string) => text.replace(/\s/g, "");
          expect(visible(lines.map(lineText).join(""))).toBe(
            visible(spans.map((span) => span.text).join("")),
          );
        },
      ),
    );
  });
});
