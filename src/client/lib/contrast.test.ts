import { describe, expect, it } from "vitest";
import { PLATFORM_META, PLATFORMS } from "@/domain/platforms";
import { contrastRatio, readableTextOn } from "./contrast";

describe("readable text on brand colours", () => {
  it("computes WCAG contrast", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBeCloseTo(1, 5);
  });

  it("picks the text colour that reads on every platform's colour (at least 4.5:1)", () => {
    for (const platform of PLATFORMS) {
      const background = PLATFORM_META[platform].color;
      expect(
        contrastRatio(background, readableTextOn(background)),
        platform,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("uses black on light colours and white on dark ones", () => {
    expect(readableTextOn("#95BF47")).toBe("#000000");
    expect(readableTextOn("#7F54B3")).toBe("#ffffff");
  });
});
