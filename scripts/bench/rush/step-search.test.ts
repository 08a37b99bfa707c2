import { describe, expect, it } from "vitest";
import { nextRestaurants, type Tried } from "./step-search";

const limits = { first: 2000, min: 100, max: 16_000, refinements: 1 };
const run = (passes: (restaurants: number) => boolean) => {
  const tried: Tried[] = [];
  for (
    let next = nextRestaurants(tried, limits);
    next !== null;
    next = nextRestaurants(tried, limits)
  )
    tried.push({ restaurants: next, passed: passes(next) });
  return tried.map((step) => step.restaurants);
};

describe("nextRestaurants", () => {
  it("doubles while steps pass, then tries once halfway back", () => {
    expect(run((restaurants) => restaurants <= 5000)).toEqual([2000, 4000, 8000, 6000]);
  });

  it("halves while steps fail, then tries once halfway up", () => {
    expect(run((restaurants) => restaurants <= 700)).toEqual([2000, 1000, 500, 750]);
  });

  it("stops at the largest size allowed when every step passes", () => {
    expect(run(() => true)).toEqual([2000, 4000, 8000, 16_000]);
  });

  it("stops at the smallest size allowed when every step fails", () => {
    expect(run(() => false)).toEqual([2000, 1000, 500, 250, 125]);
  });
});
