import type { TwinSuspension } from "../../db/schema/twin-menus";
import {
  isRecord,
  isText,
  isWholeAmount,
  listOf,
  namesOf,
  priceOf,
  recordOf,
  repeatedId,
  translatedText,
} from "./twin-menu-values";
import type { MenuViewReader, TwinMenuEntry, TwinMenuGroupView } from "./twin-menu-view";

/**
 * Uber Eats' menu as its Menu API takes it (`PUT /v2/eats/stores/{store_id}/menus`, "create
 * or override the entire menu"): `menus`, `categories`, `items` and `modifier_groups`, each
 * naming the others by id. An option is an item too, named by a modifier group. Prices are
 * whole minor units; an id may hold neither "/" nor ";". An item's `suspension_info`
 * (`{suspension: {suspend_until, reason}}`, seconds since 1970) hides it until then; "a null
 * value, or time in the past, indicates that an item is available".
 */
export type UberMenuReading =
  | {
      ok: true;
      menu: Record<string, unknown>;
      itemIds: string[];
      suspend: Record<string, TwinSuspension>;
      release: string[];
    }
  | { ok: false; message: string };

/**
 * The far-future `suspend_until` Uber's own example gives an item suspended until further
 * notice; from it on the twin keeps no end (the console says "until turned back on").
 */
export const UBER_NO_END_SECONDS = 8_640_000_000;

export type UberSuspensionReading =
  | { kind: "none" }
  | { kind: "release" }
  | { kind: "suspend"; suspension: TwinSuspension }
  | { kind: "invalid"; message: string };

/** What `suspension_info` says of an item at `now` (absent: nothing). */
export function readUberSuspension(info: unknown, now: Date, where: string): UberSuspensionReading {
  if (info === undefined) return { kind: "none" };
  if (info === null) return { kind: "release" };
  if (!isRecord(info)) return { kind: "invalid", message: `${where} must be an object` };
  if (info.suspension === undefined) return { kind: "none" };
  if (info.suspension === null) return { kind: "release" };
  if (!isRecord(info.suspension)) {
    return { kind: "invalid", message: `${where}.suspension must be an object or null` };
  }
  const { suspend_until: until, reason } = info.suspension;
  if (reason !== undefined && reason !== null && typeof reason !== "string") {
    return { kind: "invalid", message: `${where}.suspension.reason must be a string` };
  }
  if (until === undefined || until === null) return { kind: "release" };
  if (typeof until !== "number" || !Number.isInteger(until)) {
    return {
      kind: "invalid",
      message: `${where}.suspension.suspend_until must be a whole number of seconds since 1970`,
    };
  }
  if (until * 1000 <= now.getTime()) return { kind: "release" };
  return {
    kind: "suspend",
    suspension: {
      until: until >= UBER_NO_END_SECONDS ? null : new Date(until * 1000).toISOString(),
      reason: typeof reason === "string" && reason.trim() ? reason.trim().slice(0, 200) : null,
    },
  };
}

const textOf = (value: unknown) =>
  typeof value === "string" ? value : String(JSON.stringify(value ?? null));

const isUberId = (value: unknown): value is string =>
  isText(value) && !/[/;]/.test(value) && value.length <= 500;

/** Reads a whole menu: the platform's 400 message for the first thing wrong, or the menu. */
export function readUberMenu(body: unknown, now: Date): UberMenuReading {
  const fail = (message: string): UberMenuReading => ({ ok: false, message });
  if (!isRecord(body)) return fail("The body must be a menu object");
  for (const part of ["menus", "categories", "items", "modifier_groups"]) {
    if (!Array.isArray(body[part])) return fail(`${part} is required and must be an array`);
  }
  if (body.display_options !== undefined && !isRecord(body.display_options)) {
    return fail("display_options must be an object");
  }
  if (body.menu_type !== undefined && typeof body.menu_type !== "string") {
    return fail("menu_type must be a string");
  }
  const items = readItems(listOf(body.items), now);
  if (typeof items === "string") return fail(items);
  const wrong = checkReferences(body, new Set(items.itemIds));
  return wrong ? fail(wrong) : { ok: true, menu: body, ...items };
}

type ReadItems = Omit<Extract<UberMenuReading, { ok: true }>, "ok" | "menu">;

/** Every item's id, title and price, and what its `suspension_info` says. */
function readItems(items: unknown[], now: Date): ReadItems | string {
  const read: ReadItems = { itemIds: [], suspend: {}, release: [] };
  for (const [index, item] of items.entries()) {
    const where = `items[${index}]`;
    if (!isRecord(item)) return `${where} must be an object`;
    if (!isUberId(item.id)) return `${where}.id must be a string without "/" or ";"`;
    const named = `(item ${JSON.stringify(item.id)})`;
    if (!isRecord(item.title) || !isRecord(item.title.translations)) {
      return `${where}.title.translations is required ${named}`;
    }
    if (!isWholeAmount(recordOf(item.price_info).price)) {
      return `${where}.price_info.price must be a whole number of minor units, 0 or more ${named}`;
    }
    read.itemIds.push(item.id);
    const said = readUberSuspension(item.suspension_info, now, `${where}.suspension_info`);
    if (said.kind === "invalid") return said.message;
    if (said.kind === "suspend") read.suspend[item.id] = said.suspension;
    if (said.kind === "release") read.release.push(item.id);
  }
  const twice = repeatedId(read.itemIds);
  return twice ? `items: the id ${JSON.stringify(twice)} is given to two items` : read;
}

/** The ids of a list of entities, or the message for one without a valid id. */
function idsOfEntities(list: unknown, name: string): string[] | string {
  const ids: string[] = [];
  for (const [index, entity] of listOf(list).entries()) {
    const id = recordOf(entity).id;
    if (!isUberId(id)) return `${name}[${index}].id must be a string without "/" or ";"`;
    ids.push(id);
  }
  return ids;
}

/** A list of references the menu must hold: the message naming those it does not. */
function unheld(where: string, references: unknown, held: Set<string>, what: string) {
  if (!Array.isArray(references ?? [])) return `${where} must be an array`;
  const missing = listOf(references).filter((id) => typeof id !== "string" || !held.has(id));
  return missing.length > 0 ? `${where} name ${what}: ${namesOf(missing.map(textOf))}` : null;
}

/** Every id the menu's parts name is one of its own: options and entities items, and so on. */
function checkReferences(body: Record<string, unknown>, items: Set<string>): string | null {
  const groupIds = idsOfEntities(body.modifier_groups, "modifier_groups");
  if (typeof groupIds === "string") return groupIds;
  const categoryIds = idsOfEntities(body.categories, "categories");
  if (typeof categoryIds === "string") return categoryIds;
  const menuIds = idsOfEntities(body.menus, "menus");
  if (typeof menuIds === "string") return menuIds;
  const groups = new Set(groupIds);
  const categories = new Set(categoryIds);
  const checks = [
    ...listOf(body.modifier_groups).map((group, index) => {
      const where = `modifier_groups[${index}].modifier_options`;
      const options = recordOf(group).modifier_options;
      if (!Array.isArray(options ?? [])) return `${where} must be an array`;
      return unheld(where, idsOf(options), items, "items not in items");
    }),
    ...listOf(body.items).map((item, index) => {
      const ids = recordOf(item).modifier_group_ids;
      if (ids === undefined || ids === null) return null;
      const where = `items[${index}].modifier_group_ids.ids`;
      if (!isRecord(ids)) return `${where} must be an array of group ids`;
      return unheld(where, ids.ids, groups, "groups not in modifier_groups");
    }),
    ...listOf(body.categories).map((category, index) => {
      const entities = recordOf(category).entities;
      if (!Array.isArray(entities ?? [])) return `categories[${index}].entities must be an array`;
      return unheld(`categories[${index}].entities`, idsOf(entities), items, "items not in items");
    }),
    ...listOf(body.menus).map((menu, index) =>
      unheld(
        `menus[${index}].category_ids`,
        recordOf(menu).category_ids,
        categories,
        "categories not in categories",
      ),
    ),
  ];
  return checks.find((check) => check !== null) ?? null;
}

/** The ids `{id, type}` references name (entities, options); a malformed one as its JSON. */
function idsOf(references: unknown): string[] {
  return listOf(references).map((reference) => {
    const id = recordOf(reference).id;
    return typeof id === "string" ? id : textOf(reference).slice(0, 100);
  });
}

/** Every item id of a menu the twin took (options are items). */
export function uberItemIds(menu: Record<string, unknown>): Set<string> {
  const ids = listOf(menu.items).map((item) => recordOf(item).id);
  return new Set(ids.filter((id): id is string => typeof id === "string"));
}

/** The menu as Uber's store page lists it: categories, their items, the items' options. */
export const uberMenuView: MenuViewReader = (menu, suspensionOf) => {
  const items = new Map<string, Record<string, unknown>>();
  for (const item of listOf(menu.items)) {
    const id = recordOf(item).id;
    if (typeof id === "string") items.set(id, recordOf(item));
  }
  const groups = new Map<string, Record<string, unknown>>();
  for (const group of listOf(menu.modifier_groups)) {
    const id = recordOf(group).id;
    if (typeof id === "string") groups.set(id, recordOf(group));
  }
  const entry = (id: string): TwinMenuEntry => {
    const item = items.get(id) ?? {};
    return {
      id,
      name: translatedText(item.title) ?? id,
      price: priceOf(recordOf(item.price_info).price),
      suspension: suspensionOf(id),
    };
  };
  // An option's price in its group: the group's override when it has one (Uber prices an
  // option inside a group that way), else the item's own.
  const priceIn = (id: string, groupId: string): number | null => {
    const info = recordOf(items.get(id)?.price_info);
    const override = listOf(info.overrides).find(
      (candidate) =>
        recordOf(candidate).context_type === "MODIFIER_GROUP" &&
        recordOf(candidate).context_value === groupId,
    );
    return priceOf(override === undefined ? info.price : recordOf(override).price);
  };
  const groupsOf = (id: string): TwinMenuGroupView[] =>
    listOf(recordOf(items.get(id)?.modifier_group_ids).ids).flatMap((groupId) => {
      const group = typeof groupId === "string" ? groups.get(groupId) : undefined;
      if (!group) return [];
      return [
        {
          name: translatedText(group.title) ?? String(groupId),
          options: idsOf(group.modifier_options)
            .filter((option) => items.has(option))
            .map((option) => ({ ...entry(option), price: priceIn(option, String(groupId)) })),
        },
      ];
    });
  const categories = listOf(menu.categories).map((category) => ({
    name: translatedText(recordOf(category).title) ?? String(recordOf(category).id ?? ""),
    items: idsOf(recordOf(category).entities)
      .filter((id) => items.has(id))
      .map((id) => ({ ...entry(id), groups: groupsOf(id) })),
  }));
  return { currency: null, categories };
};
