import { describe, expect, it } from "vitest";
import {
  kitchenKeyAction,
  moveSelection,
  positionOf,
  selectionAfterBump,
  type TicketLayout,
  ticketAtPosition,
} from "./kitchen-keys";

// New: a, b, c; Preparing: none; Ready: d, e.
const layout: TicketLayout = [["a", "b", "c"], [], ["d", "e"]];

describe("the display's keys", () => {
  it.each([
    ["1", { type: "select", position: 1 }],
    ["9", { type: "select", position: 9 }],
    ["Enter", { type: "bump" }],
    ["r", { type: "recall" }],
    ["R", { type: "recall" }],
    ["ArrowLeft", { type: "move", direction: "left" }],
    ["ArrowDown", { type: "move", direction: "down" }],
  ])("%s asks for %j", (key, action) => {
    expect(kitchenKeyAction({ key })).toEqual(action);
  });

  it("leaves other keys and shortcuts alone", () => {
    expect(kitchenKeyAction({ key: "0" })).toBeNull();
    expect(kitchenKeyAction({ key: "x" })).toBeNull();
    expect(kitchenKeyAction({ key: "r", ctrlKey: true })).toBeNull();
    expect(kitchenKeyAction({ key: "1", metaKey: true })).toBeNull();
  });
});

describe("number keys by position on screen", () => {
  it("number the tickets column by column, top to bottom", () => {
    expect(ticketAtPosition(layout, 1)).toBe("a");
    expect(ticketAtPosition(layout, 4)).toBe("d");
    expect(positionOf(layout, "e")).toBe(5);
    expect(ticketAtPosition(layout, 6)).toBeNull();
  });

  it("give no number past the ninth ticket", () => {
    const long = [Array.from({ length: 12 }, (_, index) => `t${index}`)];
    expect(positionOf(long, "t8")).toBe(9);
    expect(positionOf(long, "t9")).toBeNull();
    expect(ticketAtPosition(long, 10)).toBeNull();
  });
});

describe("arrow keys", () => {
  it("select the first ticket when none is selected", () => {
    expect(moveSelection(layout, null, "right")).toBe("a");
    expect(moveSelection(layout, "gone", "down")).toBe("a");
    expect(moveSelection([[], []], null, "down")).toBeNull();
  });

  it("move up and down within a column, stopping at its ends", () => {
    expect(moveSelection(layout, "a", "down")).toBe("b");
    expect(moveSelection(layout, "c", "down")).toBe("c");
    expect(moveSelection(layout, "a", "up")).toBe("a");
  });

  it("move between columns, skipping empty ones and keeping the row where they can", () => {
    expect(moveSelection(layout, "b", "right")).toBe("e");
    expect(moveSelection(layout, "c", "right")).toBe("e");
    expect(moveSelection(layout, "d", "left")).toBe("a");
    expect(moveSelection(layout, "e", "right")).toBe("e");
  });

  it("read left and right as back and on in a single list", () => {
    const expo = [["x", "y", "z"]];
    expect(moveSelection(expo, "y", "right")).toBe("z");
    expect(moveSelection(expo, "y", "left")).toBe("x");
  });
});

describe("after a bump", () => {
  it("selects the ticket that takes the bumped one's place, or the one above at the end", () => {
    expect(selectionAfterBump(layout, "a")).toBe("b");
    expect(selectionAfterBump(layout, "c")).toBe("b");
    expect(selectionAfterBump([["only"]], "only")).toBeNull();
  });
});
