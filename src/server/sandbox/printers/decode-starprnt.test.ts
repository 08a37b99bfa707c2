import { describe, expect, it } from "vitest";
import { decodeStarPrnt, StarPrntDecodeError } from "./decode-starprnt";

const ESC = 0x1b;
const GS = 0x1d;

/** Bytes from numbers and strings (strings as Windows-1252, one byte per character). */
function bytes(...parts: Array<number | string>): Uint8Array {
  const out: number[] = [];
  for (const part of parts) {
    if (typeof part === "number") out.push(part);
    else for (const character of part) out.push(character.charCodeAt(0));
  }
  return Uint8Array.from(out);
}

describe("decodeStarPrnt", () => {
  it("reads a kitchen ticket: one line per LF, large lines, spans, alignment and the cut", () => {
    // biome-ignore format: the bytes are grouped by command
    const data = bytes(
      ESC, 0x40, ESC, GS, 0x74, 32,
      ESC, GS, 0x61, 1, ESC, 0x69, 1, 1, "#4821\n",
      ESC, 0x69, 0, 0, ESC, GS, 0x61, 0, "Uber Eats\n",
      "\n",
      ESC, 0x69, 1, 1, "2x Pad Thai\n",
      ESC, 0x69, 0, 0, "   ", ESC, 0x34, " PEANUT ", ESC, 0x35, " allergy\n",
      ESC, 0x45, "Bold", ESC, 0x46, " plain\n",
      ESC, 0x64, 3,
    );
    const paper = decodeStarPrnt({ data });

    expect(paper.text).toBe("#4821\nUber Eats\n\n2x Pad Thai\n    PEANUT  allergy\nBold plain");
    expect(paper.lines.map((line) => line.large)).toEqual([true, false, false, true, false, false]);
    expect(paper.lines[0]?.align).toBe("center");
    expect(paper.lines[1]?.align).toBe("left");
    expect(paper.lines[4]?.spans).toEqual([
      { text: "   ", bold: false, inverted: false },
      { text: " PEANUT ", bold: false, inverted: true },
      { text: " allergy", bold: false, inverted: false },
    ]);
    expect(paper.lines[5]?.spans).toEqual([
      { text: "Bold", bold: true, inverted: false },
      { text: " plain", bold: false, inverted: false },
    ]);
    expect(paper.cut).toBe(true);
  });

  it("reads bytes above 0x7F in Windows-1252 (code page 32)", () => {
    const data = bytes(ESC, GS, 0x74, 32, 0xc9, "clair ", 0x80, "4.50 Jalape", 0xf1, "o\n");
    expect(decodeStarPrnt({ data }).text).toBe("Éclair €4.50 Jalapeño");
  });

  it("takes the expansion's ASCII digits too, and ESC W alone makes a line large", () => {
    const paper = decodeStarPrnt({
      data: bytes(ESC, 0x69, 0x30, 0x31, "wide\n", ESC, 0x69, 0x30, 0x30, ESC, 0x57, 1, "W\n"),
    });
    expect(paper.lines.map((line) => line.large)).toEqual([true, true]);
  });

  it("prints text left without a line feed, and reports no cut when none was sent", () => {
    const paper = decodeStarPrnt({ data: bytes("first\n", "last") });
    expect(paper.lines.map((line) => line.text)).toEqual(["first", "last"]);
    expect(paper.cut).toBe(false);
  });

  it("feeds blank lines with ESC a n after the line it ends", () => {
    expect(decodeStarPrnt({ data: bytes("a", ESC, 0x61, 3, "b") }).text).toBe("a\n\n\nb");
  });

  it("refuses a command it does not know, naming it and where it was", () => {
    const data = bytes("ok\n", ESC, 0x2a, 0, 8);
    expect(() => decodeStarPrnt({ data })).toThrow(StarPrntDecodeError);
    expect(() => decodeStarPrnt({ data })).toThrow("Unknown StarPRNT command ESC 0x2A at byte 3");
  });

  it("refuses an unknown ESC GS command, a stray control byte and a job cut short", () => {
    expect(() => decodeStarPrnt({ data: bytes(ESC, GS, 0x99, 0) })).toThrow(
      "Unknown StarPRNT command ESC GS 0x99 at byte 0",
    );
    expect(() => decodeStarPrnt({ data: bytes("a", 0x07) })).toThrow("control byte 0x07");
    expect(() => decodeStarPrnt({ data: bytes("a", ESC, 0x69, 1) })).toThrow(
      "The job ends inside ESC i",
    );
    expect(() => decodeStarPrnt({ data: bytes(ESC, GS, 0x74, 77) })).toThrow("code page");
  });

  it("skips unknown commands with a warning when asked to", () => {
    const warnings: string[] = [];
    const paper = decodeStarPrnt({
      data: bytes("before\n", ESC, 0x7e, "after\n"),
      onUnknownCommand: (message) => warnings.push(message),
    });
    expect(paper.text).toBe("before\nafter");
    expect(warnings).toEqual(["Unknown StarPRNT command ESC 0x7E at byte 7: skipped"]);
  });

  it("goes back to normal size and left alignment on ESC @", () => {
    const paper = decodeStarPrnt({
      data: bytes(ESC, GS, 0x61, 2, ESC, 0x69, 1, 1, ESC, 0x45, "big\n", ESC, 0x40, "small\n"),
    });
    expect(paper.lines[1]).toEqual({
      text: "small",
      large: false,
      align: "left",
      spans: [{ text: "small", bold: false, inverted: false }],
    });
  });
});
