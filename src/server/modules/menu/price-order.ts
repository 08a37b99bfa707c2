import type { PublicOrderValues } from "../../../domain/api/public-order";
import type { OrderItem } from "../../../domain/order";
import { HttpError, validationFailed } from "../../errors";
import type { MenuRows } from "./menu.repository";
import { isItemAvailable } from "./menu-json";

/**
 * Prices a website order from the menu alone (prices a browser sends are never
 * read). Every problem is reported with its path; an item or option that is 86'd answers
 * 409, so the form can tell the customer it just sold out.
 */
export function priceOrderFromMenu(
  rows: MenuRows,
  input: Pick<PublicOrderValues, "items">,
  now: Date,
): OrderItem[] {
  const items = new Map(rows.items.map((item) => [item.id, item]));
  const groups = new Map(rows.groups.map((group) => [group.id, group]));
  const issues: Array<{ path: PropertyKey[]; message: string }> = [];
  const soldOut: string[] = [];

  const priced = input.items.flatMap((line, index): OrderItem[] => {
    const item = items.get(line.itemId);
    if (!item) {
      issues.push({
        path: ["items", index, "itemId"],
        message: "This item is no longer on the menu",
      });
      return [];
    }
    if (!isItemAvailable(item, now)) {
      soldOut.push(item.name);
      issues.push({
        path: ["items", index, "itemId"],
        message: `${item.name} is not available right now`,
      });
      return [];
    }
    const offered = rows.links
      .filter((link) => link.itemId === item.id)
      .map((link) => groups.get(link.groupId))
      .filter((group) => group !== undefined);
    const chosen = new Set(line.optionIds);
    if (chosen.size !== line.optionIds.length) {
      issues.push({ path: ["items", index, "optionIds"], message: "A choice is listed twice" });
    }
    const modifiers: OrderItem["modifiers"] = [];
    for (const group of offered) {
      const picked = group.options.filter((option) => chosen.has(option.id));
      for (const option of picked) {
        chosen.delete(option.id);
        if (!isItemAvailable(option, now)) {
          soldOut.push(option.name);
          issues.push({
            path: ["items", index, "optionIds"],
            message: `${option.name} is not available right now`,
          });
          continue;
        }
        modifiers.push({ name: option.name, price: option.priceCents });
      }
      if (picked.length < group.minSelections) {
        issues.push({
          path: ["items", index, "optionIds"],
          message: `Choose ${group.minSelections === group.maxSelections ? "" : "at least "}${group.minSelections} for ${group.name} (${item.name})`,
        });
      } else if (picked.length > group.maxSelections) {
        issues.push({
          path: ["items", index, "optionIds"],
          message: `Choose at most ${group.maxSelections} for ${group.name} (${item.name})`,
        });
      }
    }
    if (chosen.size > 0) {
      issues.push({
        path: ["items", index, "optionIds"],
        message: `A choice is not offered with ${item.name}`,
      });
    }
    return [
      {
        name: item.name,
        description: item.description || undefined,
        quantity: line.quantity,
        price: item.priceCents,
        modifiers,
      },
    ];
  });

  if (soldOut.length > 0) {
    const error = validationFailed(issues);
    throw new HttpError(409, error.message, "ITEM_UNAVAILABLE", {}, error.issues);
  }
  if (issues.length > 0) throw validationFailed(issues);
  return priced;
}
