import {
  type ItemUpdateValues,
  type ItemValues,
  MENU_LIMITS,
  type Menu,
  type MenuItem,
} from "../../../domain/api/menu";
import { type AvailabilityInput, availabilityEnd } from "../../../domain/api/menu-availability";
import { isUuid } from "../../../domain/ids";
import { dollarsToCents } from "../../../domain/money";
import { badRequest, conflict, notFound, validationFailed } from "../../errors";
import { signalOutboxWork } from "../platform-calls/outbox-signal";
import { timezoneOf } from "../restaurants/restaurants.repository";
import { loadChannelLookup } from "./availability-changes.repository";
import { queueAvailabilityCalls } from "./availability-sync";
import * as repo from "./menu.repository";
import {
  assertPermutation,
  getMenu,
  MENU_MESSAGES,
  type MenuScope,
  requireCategory,
} from "./menu.service";
import { isItemAvailable, toMenuItem } from "./menu-json";
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
      prepMinutes: input.prepMinutes,
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
      ...(input.prepMinutes !== undefined && { prepMinutes: input.prepMinutes }),
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
      prepMinutes: item.prepMinutes,
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

/**
 * '86' an item, or bring it back: "end of day" is the restaurant's next local midnight, "until
 * a time" the next time its clock shows it. Every connected marketplace is told in the same
 * transaction (docs/menu-sync.md); choosing "available" for an item that already is tells no
 * one.
 */
export async function setItemAvailability(
  scope: MenuScope,
  id: string,
  input: AvailabilityInput,
): Promise<MenuItem> {
  const now = scope.now ?? new Date();
  await scope.db.transaction(async (tx) => {
    const item = await requireItem({ ...scope, db: tx }, id, { lock: true });
    const until = availabilityEnd(input, now, await timezoneOf(tx, scope.restaurantId));
    const wasAvailable = isItemAvailable(item, now);
    await repo.setAvailability(tx, id, input.availability, until);
    const isAvailable = input.availability === "available";
    if (wasAvailable && isAvailable) return;
    await queueAvailabilityCalls({
      tx,
      bus: scope.bus,
      restaurantId: scope.restaurantId,
      subject: { itemId: id },
      isAvailable,
      until,
      userId: scope.userId,
      now,
    });
  });
  signalOutboxWork();
  return readItem(scope, id);
}

async function readItem(scope: MenuScope, id: string): Promise<MenuItem> {
  const now = scope.now ?? new Date();
  const item = await requireItem(scope, id);
  const [groupIds, channels] = await Promise.all([
    repo.listItemGroupIds(scope.db, id),
    loadChannelLookup(scope.db, scope.restaurantId, now),
  ]);
  return toMenuItem(item, groupIds, now, channels);
}

async function requireItem(
  { db, restaurantId }: MenuScope,
  id: string,
  { lock = false }: { lock?: boolean } = {},
) {
  const item = isUuid(id) ? await repo.findItem(db, restaurantId, id, { lock }) : null;
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
