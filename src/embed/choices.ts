import { CHECK_TEXT } from "./messages";
import type { MenuItem, ModifierGroup } from "./types";

/**
 * The rules of an item's modifier groups, checked before the item goes into the cart, with
 * the server's own wording (src/server/modules/menu/price-order.ts).
 */
export type ChoiceRule = { min: number; max: number; isSingle: boolean };

export function choiceRule(group: ModifierGroup): ChoiceRule {
  const min = Math.max(group.minSelections, group.isRequired ? 1 : 0);
  const max = Math.max(min, group.maxSelections > 0 ? group.maxSelections : group.options.length);
  return { min, max, isSingle: max === 1 };
}

export type ChoiceProblem = { groupId: string; message: string };

export function checkChoices(item: MenuItem, optionIds: readonly string[]): ChoiceProblem[] {
  const chosen = new Set(optionIds);
  return item.modifierGroups.flatMap((group): ChoiceProblem[] => {
    const { min, max } = choiceRule(group);
    const picked = group.options.filter((option) => chosen.has(option.id)).length;
    if (picked < min) {
      const message =
        min === max
          ? CHECK_TEXT.chooseExactly(min, group.name)
          : CHECK_TEXT.chooseAtLeast(min, group.name);
      return [{ groupId: group.id, message }];
    }
    if (picked > max) {
      return [{ groupId: group.id, message: CHECK_TEXT.chooseAtMost(max, group.name) }];
    }
    return [];
  });
}
