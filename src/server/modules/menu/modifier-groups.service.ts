import { randomUUID } from "node:crypto";
import {
  MENU_LIMITS,
  type ModifierGroup,
  type ModifierGroupValues,
} from "../../../domain/api/menu";
import { isUuid } from "../../../domain/ids";
import { dollarsToCents } from "../../../domain/money";
import type { ModifierOptionRow } from "../../db/schema/menu-modifier-groups";
import { conflict, notFound } from "../../errors";
import { MENU_MESSAGES, type MenuScope } from "./menu.service";
import { toModifierGroup } from "./menu-json";
import * as groupRepo from "./modifier-groups.repository";

/** The Menu Manager's modifier groups, attachable to many items. */
export async function addGroup(
  scope: MenuScope,
  input: ModifierGroupValues,
): Promise<ModifierGroup> {
  if ((await groupRepo.countGroups(scope.db, scope.restaurantId)) >= MENU_LIMITS.modifierGroups)
    throw conflict(
      `A menu can have at most ${MENU_LIMITS.modifierGroups} modifier groups`,
      "MENU_FULL",
    );
  const row = await groupRepo.insertGroup(scope.db, {
    restaurantId: scope.restaurantId,
    ...groupColumns(input, []),
  });
  return toModifierGroup(row, 0);
}

export async function replaceGroup(
  scope: MenuScope,
  id: string,
  input: ModifierGroupValues,
): Promise<ModifierGroup> {
  const group = await requireGroup(scope, id);
  await groupRepo.updateGroup(scope.db, id, groupColumns(input, group.options));
  return readGroup(scope, id);
}

export async function duplicateGroup(scope: MenuScope, id: string): Promise<ModifierGroup> {
  const group = await requireGroup(scope, id);
  const copy = await groupRepo.insertGroup(scope.db, {
    restaurantId: scope.restaurantId,
    name: `${group.name} (copy)`.slice(0, MENU_LIMITS.nameLength),
    isRequired: group.isRequired,
    minSelections: group.minSelections,
    maxSelections: group.maxSelections,
    options: group.options.map((option) => ({ ...option, id: randomUUID() })),
  });
  return toModifierGroup(copy, 0);
}

export async function removeGroup(scope: MenuScope, id: string): Promise<{ deleted: true }> {
  await requireGroup(scope, id);
  await groupRepo.deleteGroup(scope.db, id);
  return { deleted: true };
}

async function readGroup(scope: MenuScope, id: string): Promise<ModifierGroup> {
  const group = await requireGroup(scope, id);
  return toModifierGroup(group, await groupRepo.countGroupItems(scope.db, id));
}

async function requireGroup({ db, restaurantId }: MenuScope, id: string) {
  const group = isUuid(id) ? await groupRepo.findGroup(db, restaurantId, id) : null;
  if (!group) throw notFound(MENU_MESSAGES.groupNotFound, "GROUP_NOT_FOUND");
  return group;
}

/** An option keeps its id when the group already has it; anything else gets a new one. */
function groupColumns(input: ModifierGroupValues, existing: readonly ModifierOptionRow[]) {
  const known = new Set(existing.map((option) => option.id));
  const used = new Set<string>();
  return {
    name: input.name,
    isRequired: input.isRequired,
    minSelections: input.minSelections,
    maxSelections: input.maxSelections,
    options: input.options.map((option) => {
      const id =
        option.id && known.has(option.id) && !used.has(option.id) ? option.id : randomUUID();
      used.add(id);
      return { id, name: option.name, priceCents: dollarsToCents(option.price) };
    }),
  };
}
