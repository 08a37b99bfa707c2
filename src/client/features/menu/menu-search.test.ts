import { describe, expect, it } from "vitest";
import { searchMenu } from "./menu-search";
import { buildMenu } from "./test/menu-fixtures";

const found = (query: string) =>
  searchMenu(buildMenu().categories, query).map(({ category, items }) => [
    category.name,
    items.map((item) => item.name),
  ]);

describe("menu search", () => {
  it.each([
    { query: "wings", expected: [["Starters", ["Buffalo Wings"]]] },
    { query: "LEMON", expected: [["Mains", ["Grilled Salmon"]]] },
    { query: "vegetarian", expected: [["Starters", ["Tomato Soup"]]] },
    { query: "gluten-free", expected: [["Starters", ["Tomato Soup"]]] },
    {
      query: "  SAL ",
      expected: [
        ["Starters", ["Caesar Salad"]],
        ["Mains", ["Grilled Salmon"]],
      ],
    },
    { query: "pizza", expected: [] },
    { query: "   ", expected: [] },
  ])("'$query' finds $expected", ({ query, expected }) => {
    expect(found(query)).toEqual(expected);
  });
});
