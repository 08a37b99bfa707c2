import { describe, expect, it } from "vitest";
import { stationItems, stationMapOf, stationOfItem } from "./station-routing";

const stations = stationMapOf([
  { name: "Lemonade", station: "bar" },
  { name: "  Wood-fired   Margherita ", station: "Pizza oven" },
  { name: "Smash Burger", station: "kitchen" },
]);
const items = [
  { name: "lemonade" },
  { name: "Wood-fired Margherita" },
  { name: "Smash Burger" },
  { name: "Off-menu special" },
];

describe("station routing, shared by the printers and the kitchen display", () => {
  it("matches an order's item to its menu item by name, case and spacing aside", () => {
    expect(stationOfItem("LEMONADE ", stations)).toBe("bar");
    expect(stationOfItem("wood-fired margherita", stations)).toBe("Pizza oven");
  });

  it("sends an item the menu does not know to the kitchen", () => {
    expect(stationOfItem("Off-menu special", stations)).toBe("kitchen");
    expect(stationItems(items, "kitchen", stations).map((item) => item.name)).toEqual([
      "Smash Burger",
      "Off-menu special",
    ]);
  });

  it("gives a station only its own items, and the expo every item", () => {
    expect(stationItems(items, "bar", stations)).toEqual([{ name: "lemonade" }]);
    expect(stationItems(items, "Pizza oven", stations)).toEqual([
      { name: "Wood-fired Margherita" },
    ]);
    expect(stationItems(items, "expo", stations)).toEqual(items);
    expect(stationItems(items, "grill", stations)).toEqual([]);
  });

  it("keeps the items themselves, so a screen can find each one in its order", () => {
    expect(stationItems(items, "bar", stations)[0]).toBe(items[0]);
  });
});
