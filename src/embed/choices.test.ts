import { describe, expect, it } from "vitest";
import { checkChoices, choiceRule } from "./choices";
import { IDS, menuItem, sampleMenu } from "./test/menu-fixture";
import type { MenuItem } from "./types";

const burger = menuItem(sampleMenu(), IDS.burger);

describe("checking an item's choices before it goes into the cart", () => {
  it.each([
    { chosen: [], problems: ["Choose 1 for Temperature"] },
    { chosen: [IDS.bacon], problems: ["Choose 1 for Temperature"] },
    { chosen: [IDS.medium], problems: [] },
    { chosen: [IDS.medium, IDS.bacon, IDS.avocado], problems: [] },
    {
      chosen: [IDS.medium, IDS.bacon, IDS.avocado, IDS.cheese],
      problems: ["Choose at most 2 for Extras"],
    },
    { chosen: [IDS.medium, IDS.wellDone], problems: ["Choose at most 1 for Temperature"] },
  ])("$chosen.length choices → $problems", ({ chosen, problems }) => {
    expect(checkChoices(burger, chosen).map((problem) => problem.message)).toEqual(problems);
  });

  it("names the group of each problem, so the panel can show it there", () => {
    expect(checkChoices(burger, [])).toEqual([
      { groupId: IDS.temperature, message: "Choose 1 for Temperature" },
    ]);
  });

  it("asks for 'at least' when a required group allows a range", () => {
    const sauces: MenuItem = {
      ...burger,
      modifierGroups: [
        {
          id: "sauces",
          name: "Sauces",
          isRequired: true,
          minSelections: 2,
          maxSelections: 3,
          options: ["a", "b", "c"].map((id) => ({ id, name: id, price: 0 })),
        },
      ],
    };
    expect(checkChoices(sauces, ["a"]).map((problem) => problem.message)).toEqual([
      "Choose at least 2 for Sauces",
    ]);
    expect(checkChoices(sauces, ["a", "b"])).toEqual([]);
  });

  it("draws radio buttons where one may be picked and checkboxes otherwise", () => {
    const [temperature, extras] = burger.modifierGroups;
    expect(temperature && choiceRule(temperature)).toEqual({ min: 1, max: 1, isSingle: true });
    expect(extras && choiceRule(extras)).toEqual({ min: 0, max: 2, isSingle: false });
  });

  it("treats a required group with no minimum as 'choose at least one'", () => {
    const group = { ...burger.modifierGroups[1], isRequired: true, minSelections: 0 };
    expect(choiceRule(group as MenuItem["modifierGroups"][number]).min).toBe(1);
  });
});
