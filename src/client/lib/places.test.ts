import { describe, expect, it } from "vitest";
import { groupBrands, isLocation, kitchenOf, type Place, type PlaceGroup } from "./places";

const canal: Place = { id: "canal", kitchenId: null };
const harbour: Place = { id: "harbour", kitchenId: null };
const wings: Place = { id: "wings", kitchenId: "canal" };
const pizza: Place = { id: "pizza", kitchenId: "harbour" };
const stray: Place = { id: "stray", kitchenId: "elsewhere" };

const ids = (groups: PlaceGroup<Place>[]) =>
  groups.map(({ place, brands }) => [place.id, brands.map((brand) => brand.id)]);

describe("groupBrands", () => {
  it("puts each location's brands under it, both in the order given", () => {
    expect(ids(groupBrands([canal, harbour, pizza, wings]))).toEqual([
      ["canal", ["wings"]],
      ["harbour", ["pizza"]],
    ]);
  });

  it("lists a brand whose location is not given at the end, on its own", () => {
    expect(ids(groupBrands([stray, canal, wings]))).toEqual([
      ["canal", ["wings"]],
      ["stray", []],
    ]);
  });
});

describe("isLocation and kitchenOf", () => {
  it("tells a location from a brand, and finds a brand's location", () => {
    expect(isLocation(canal)).toBe(true);
    expect(isLocation(wings)).toBe(false);
    expect(kitchenOf(wings, [canal, wings])).toBe(canal);
    expect(kitchenOf(stray, [canal, wings])).toBeUndefined();
    expect(kitchenOf(canal, [canal, wings])).toBeUndefined();
  });
});
