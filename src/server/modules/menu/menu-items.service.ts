import {
  type AvailabilityChoice,
  type ItemUpdateValues,
  type ItemValues,
  MENU_LIMITS,
  type Menu,
  type MenuItem,
} from "../../../domain/api/menu";
import { isUuid } from "../../../domain/ids";
import { nextLocalMidnight } from "../../../domain/local-midnight";
import { dollarsToCents } from "../../../domain/money";
import { badRequest, conflict, notFound, validationFailed } from "../../errors";
import * as repo from "./menu.repository";
import {
  assertPermutation,
  getMenu,
  MENU_MESSAGES,
  type MenuScope,
  requireCategory,
  timezoneOf,
} from "./menu.service";
import { toMenuItem } from "./menu-json";
import * as groupRepo from "./modifier-groups.repository";

/** The Menu Manager's items: add, edit, duplicate, delete, reorder, 86. */
export async function addItem(scope: MenuScope, input: ItemValues): Promise<MenuItem> {
  const { db, restaurantId } = scope;
  return db.transaction(async (tx) => {
    const inScope = { ...scope, db: tx };
    await assertCategoryOfMenu(inScope, input.categoryId);
    await assertGroupsOfMenu(inScope, input.modifierGroupIds);
    if ((await repo.countItems(tx, { restaurantId })) >= MENU_LIMITS.items)
      throw conflict(`A menu can have at most ${MENU_LIMITS.items} items`, "MENU_FULL");
    const row = await repo.insertItem(tx, {
      restaurantId,
      categoryId: input.categoryId,
      name: input.name,
      description: input.description,
      priceCents: dollarsToCents(input.price),
      photoUrl: input.photoUrl,
      dietaryTags: input.dietaryTags,
      position: repo.endOfCategory(input.categoryId),
    });
    await repo.replaceItemGroups(tx, row.id, input.modifierGroupIds);
    return toMenuItem(row, input.modifierGroupIds, scope.now ?? new Date());
  });
}

export async function editItem(
  scope: MenuScope,
  id: string,
  input: ItemUpdateValues,
): Promise<MenuItem> {
  await scope.db.transaction(async (tx) => {
    const inScope = { ...scope, db: tx };
    const item = await requireItem(inScope, id);
    if (input.categoryId !== undefined) await assertCategoryOfMenu(inScope, input.categoryId);
    if (input.modifierGroupIds !== undefined)
      await assertGroupsOfMenu(inScope, input.modifierGroupIds);
    const isMoving = input.categoryId !== undefined && input.categoryId !== item.categoryId;
    await repo.updateItem(tx, id, {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.price !== undefined && { priceCents: dollarsToCents(input.price) }),
      ...(input.photoUrl !== undefined && { photoUrl: input.photoUrl }),
      ...(input.dietaryTags !== undefined && { dietaryTags: input.dietaryTags }),
      ...(isMoving &&
        input.categoryId && {
          categoryId: input.categoryId,
          position: repo.endOfCategory(input.categoryId),
        }),
    });
    if (input.modifierGroupIds !== undefined)
      await repo.replaceItemGroups(tx, id, input.modifierGroupIds);
  });
  return readItem(scope, id);
}

export async function duplicateItem(scope: MenuScope, id: string): Promise<MenuItem> {
  const copyId = await scope.db.transaction(async (tx) => {
    const item = await requireItem({ ...scope, db: tx }, id);
    const groupIds = await repo.listItemGroupIds(tx, id);
    await repo.shiftItemsAfter(tx, item.categoryId, item.position);
    const copy = await repo.insertItem(tx, {
      restaurantId: scope.restaurantId,
      categoryId: item.categoryId,
      name: `${item.name} (copy)`.slice(0, MENU_LIMITS.nameLength),
      description: item.description,
      priceCents: item.priceCents,
      photoUrl: item.photoUrl,
      dietaryTags: item.dietaryTags,
      position: item.position + 1,
    });
    await repo.replaceItemGroups(tx, copy.id, groupIds);
    return copy.id;
  });
  return readItem(scope, copyId);
}

export async function removeItem(scope: MenuScope, id: string): Promise<{ deleted: true }> {
  await requireItem(scope, id);
  await repo.deleteItem(scope.db, id);
  return { deleted: true };
}

export async function reorderItems(
  scope: MenuScope,
  categoryId: string,
  ids: string[],
): Promise<Menu> {
  await scope.db.transaction(async (tx) => {
    await repo.lockMenu(tx, scope.restaurantId);
    await requireCategory({ ...scope, db: tx }, categoryId);
    assertPermutation(ids, await repo.listCategoryItemIds(tx, categoryId));
    await repo.setItemPositions(tx, ids);
  });
  return getMenu(scope);
}

/** '86' an item, or bring it back. "End of day" is the restaurant's next local midnight. */
export async function setItemAvailability(
  scope: MenuScope,
  id: string,
  availability: AvailabilityChoice,
): Promise<MenuItem> {
  const now = scope.now ?? new Date();
  await requireItem(scope, id);
  const until =
    availability === "until_end_of_day"
      ? nextLocalMidnight(now, await timezoneOf(scope.db, scope.restaurantId))
      : null;
  await repo.setAvailability(scope.db, id, availability, until);
  return readItem(scope, id);
}

async function readItem(scope: MenuScope, id: string): Promise<MenuItem> {
  const item = await requireItem(scope, id);
  return toMenuItem(item, await repo.listItemGroupIds(scope.db, id), scope.now ?? new Date());
}

async function requireItem({ db, restaurantId }: MenuScope, id: string) {
  const item = isUuid(id) ? await repo.findItem(db, restaurantId, id) : null;
  if (!item) throw notFound(MENU_MESSAGES.itemNotFound, "ITEM_NOT_FOUND");
  return item;
}

async function assertCategoryOfMenu({ db, restaurantId }: MenuScope, categoryId: string) {
  if (!(await repo.findCategory(db, restaurantId, categoryId))) {
    throw validationFailed([{ path: ["categoryId"], message: MENU_MESSAGES.unknownCategory }]);
  }
}

async function assertGroupsOfMenu({ db, restaurantId }: MenuScope, groupIds: readonly string[]) {
  const own = await groupRepo.findOwnGroupIds(db, restaurantId, groupIds);
  const unknown = groupIds.findIndex((id) => !own.has(id));
  if (unknown >= 0) {
    throw validationFailed([
      { path: ["modifierGroupIds", unknown], message: MENU_MESSAGES.unknownGroup },
    ]);
  }
  if (new Set(groupIds).size !== groupIds.length)
    throw badRequest("A modifier group is listed twice");
}
