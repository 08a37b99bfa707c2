import { describe, expect, it } from "vitest";
import {
  buildAddress,
  cleanText,
  firstPhone,
  htmlToText,
  joinInstructions,
  joinName,
  TEXT_LIMITS,
} from "./text";

describe("TEXT_LIMITS", () => {
  it("reads the order schema's limits", () => {
    expect(TEXT_LIMITS).toEqual({
      customerName: 120,
      phone: 40,
      street: 200,
      city: 100,
      state: 50,
      zipCode: 20,
      itemName: 200,
      itemDescription: 500,
      modifierName: 200,
      instructions: 1000,
    });
  });
});

describe("cleanText", () => {
  it.each([
    [undefined, 10, undefined],
    [null, 10, undefined],
    ["   ", 10, undefined],
    ["  Coffee  ", 10, "Coffee"],
    ["exactly10!", 10, "exactly10!"],
    ["eleven chars", 10, "eleven ch…"],
    ["abcdefgh😀xyz", 10, "abcdefgh…"],
  ])("cleans %j to at most %i characters: %j", (value, max, expected) => {
    expect(cleanText(value, max)).toBe(expected);
  });
});

describe("joining", () => {
  it("joins the parts of a name that are present", () => {
    expect(joinName("Larry", undefined)).toBe("Larry");
    expect(joinName(" Kelley ", "W.")).toBe("Kelley W.");
    expect(joinName(null, "")).toBeUndefined();
  });

  it("keeps instructions apart with a semicolon and caps them", () => {
    expect(joinInstructions("Ring twice", "", null, "Gate 1234")).toBe("Ring twice; Gate 1234");
    expect(joinInstructions("", undefined)).toBeUndefined();
    expect(joinInstructions("x".repeat(1200))).toHaveLength(TEXT_LIMITS.instructions);
  });

  it("takes the first phone given", () => {
    expect(firstPhone(null, " ", "555-625-1199", "other")).toBe("555-625-1199");
    expect(firstPhone(undefined, null)).toBe("");
  });
});

describe("buildAddress", () => {
  it("joins the street lines and leaves out absent parts", () => {
    expect(
      buildAddress({ line1: "969 Market", line2: "Apt 3", city: "San Francisco", state: "CA" }),
    ).toEqual({ street: "969 Market, Apt 3", city: "San Francisco", state: "CA" });
    expect(buildAddress({ line1: "1 Main St", line2: "", zipCode: " 40202 " })).toEqual({
      street: "1 Main St",
      zipCode: "40202",
    });
  });

  it("has no address without a street line", () => {
    expect(buildAddress({ line1: " ", city: "Louisville" })).toBeUndefined();
  });
});

describe("htmlToText", () => {
  it.each([
    ["Ship Your Idea &ndash; Color: Black", "Ship Your Idea – Color: Black"],
    ["Fish &amp; Chips", "Fish & Chips"],
    ["<p>Extra <b>cheese</b></p>", "Extra cheese"],
    ["Caf&#233; &#x2014; 1", "Café — 1"],
    ["&unknown; stays", "&unknown; stays"],
  ])("reads %j as %j", (html, expected) => {
    expect(htmlToText(html)).toBe(expected);
  });
});
