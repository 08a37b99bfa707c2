import { describe, expect, it } from "vitest";
import { hasDietaryWord, splitDietary } from "./dietary-words";

describe("splitDietary", () => {
  it("marks allergy words in any case, keeping the text around them", () => {
    expect(splitDietary("PEANUT ALLERGY - please no nuts")).toEqual([
      { text: "PEANUT", isDietary: true },
      { text: " ", isDietary: false },
      { text: "ALLERGY", isDietary: true },
      { text: " - please no ", isDietary: false },
      { text: "nuts", isDietary: true },
    ]);
  });

  it("matches whole words only", () => {
    expect(hasDietaryWord("Extra nutmeg and eggplant")).toBe(false);
    expect(hasDietaryWord("gluten-free bun")).toBe(true);
    expect(hasDietaryWord("Vegan, please")).toBe(true);
  });

  it("prefers the longest word", () => {
    expect(splitDietary("tree nut")).toEqual([{ text: "tree nut", isDietary: true }]);
  });

  it("leaves text without a dietary word whole", () => {
    expect(splitDietary("Ring the bell")).toEqual([{ text: "Ring the bell", isDietary: false }]);
    expect(splitDietary("")).toEqual([]);
  });
});
