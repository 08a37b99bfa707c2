import {
  type CategoryInput,
  MENU_LIMITS,
  type Menu,
  type MenuCategory,
} from "../../../domain/api/menu";
import { isUuid } from "../../../domain/ids";
import type { Database } from "../../db/database";
import { badRequest, conflict, notFound } from "../../errors";
import type { EventBus } from "../../events/event-bus";
import { timezoneOf } from "../restaurants/restaurants.repository";
import { loadChannelLookup } from "./availability-changes.repository";
import * as repo from "./menu.repository";
import { toMenu } from "./menu-json";

/**
 * The Menu Manager's rules. Every function takes the session's restaurant id:
 * another restaurant's category, item or group answers 404.
 */
export type MenuScope = {
  db: Database;
  restaurantId: string;
  now?: Date;
  /** Tells the restaurant's screens of a change the marketplaces must hear. */
  bus?: EventBus;
  /** Who made the change (staff's session), kept with what the marketplaces are told. */
  userId?: string | null;
};

export const MENU_MESSAGES = {
  categoryNotFound: "That category is not on your menu",
  itemNotFound: "That item is not on your menu",
  groupNotFound: "That modifier group is not on your menu",
  optionNotFound: "That option is not in this modifier group",
  unknownCategory: "Choose a category of your menu",
  unknownGroup: "Unknown modifier group",
  reorderMismatch: "The new order must list each one exactly once",
} as const;

export async function getMenu({ db, restaurantId, now = new Date() }: MenuScope): Promise<Menu> {
  const [rows, timezone, channels] = await Promise.all([
    repo.loadMenuRows(db, restaurantId),
    timezoneOf(db, restaurantId),
    loadChannelLookup(db, restaurantId, now),
  ]);
  return toMenu(rows, { now, timezone, channels });
}

// --- categories -------------------------------------------------------------------------

export async function addCategory(
  { db, restaurantId }: MenuScope,
  input: CategoryInput,
): Promise<MenuCategory> {
  if ((await repo.countCategories(db, restaurantId)) >= MENU_LIMITS.categories)
    throw conflict(`A menu can have at most ${MENU_LIMITS.categories} categories`, "MENU_FULL");
  const row = await repo.insertCategory(db, { restaurantId, name: input.name });
  return { id: row.id, name: row.name, station: row.station, items: [] };
}

export async function renameCategory(
  scope: MenuScope,
  id: string,
  input: CategoryInput,
): Promise<MenuCategory> {
  await requireCategory(scope, id);
  await repo.renameCategory(scope.db, id, input.name);
  return categoryOf(scope, id);
}

/** Routes a category's items to a station's printers (docs/printing.md). */
export async function routeCategory(
  scope: MenuScope,
  id: string,
  station: string,
): Promise<MenuCategory> {
  await requireCategory(scope, id);
  await repo.setCategoryStation(scope.db, id, station);
  return categoryOf(scope, id);
}

async function categoryOf(scope: MenuScope, id: string): Promise<MenuCategory> {
  const menu = await getMenu(scope);
  const category = menu.categories.find((candidate) => candidate.id === id);
  if (!category) throw notFound(MENU_MESSAGES.categoryNotFound);
  return category;
}

export async function removeCategory(
  scope: MenuScope,
  id: string,
): Promise<{ deletedItems: number }> {
  return scope.db.transaction(async (tx) => {
    await requireCategory({ ...scope, db: tx }, id);
    const deletedItems = await repo.countItems(tx, { categoryId: id });
    await repo.deleteCategory(tx, id);
    return { deletedItems };
  });
}

export async function reorderCategories(scope: MenuScope, ids: string[]): Promise<Menu> {
  await scope.db.transaction(async (tx) => {
    await repo.lockMenu(tx, scope.restaurantId);
    const current = (await repo.loadMenuRows(tx, scope.restaurantId)).categories.map(
      (row) => row.id,
    );
    assertPermutation(ids, current);
    await repo.setCategoryPositions(tx, ids);
  });
  return getMenu(scope);
}

export async function requireCategory({ db, restaurantId }: MenuScope, id: string) {
  const category = isUuid(id) ? await repo.findCategory(db, restaurantId, id) : null;
  if (!category) throw notFound(MENU_MESSAGES.categoryNotFound, "CATEGORY_NOT_FOUND");
  return category;
}

export function assertPermutation(ids: readonly string[], current: readonly string[]) {
  const wanted = new Set(ids);
  if (
    wanted.size !== ids.length ||
    ids.length !== current.length ||
    current.some((id) => !wanted.has(id))
  ) {
    throw badRequest(MENU_MESSAGES.reorderMismatch, "REORDER_MISMATCH");
  }
}
