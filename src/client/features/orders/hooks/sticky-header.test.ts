import { describe, expect, it } from "vitest";
import { nextHeaderVisibility } from "./sticky-header";

describe("the sticky header", () => {
  it.each([
    [
      "stays while scrolling down within the first 100 px",
      { isVisible: true, lastY: 40, y: 100 },
      true,
    ],
    ["hides when scrolling down past 100 px", { isVisible: true, lastY: 100, y: 101 }, false],
    ["stays hidden while scrolling further down", { isVisible: false, lastY: 400, y: 600 }, false],
    ["returns when scrolling up, anywhere", { isVisible: false, lastY: 600, y: 590 }, true],
    ["returns within 10 px of the top", { isVisible: false, lastY: 0, y: 10 }, true],
    [
      "keeps its state when the position does not change",
      { isVisible: false, lastY: 300, y: 300 },
      false,
    ],
  ])("%s", (_name, input, expected) => {
    expect(nextHeaderVisibility(input)).toBe(expected);
  });
});
