import type { TwinSuspension } from "../../db/schema/twin-menus";
import { isRecord, isText, isWholeAmount, listOf, priceOf, recordOf } from "./twin-menu-values";
import type { MenuViewReader, TwinMenuEntry, TwinMenuGroupView } from "./twin-menu-view";

/**
 * DoorDash's menu as its Marketplace OpenAPI takes it (`POST /api/v1/menus`,
 * `PATCH /api/v1/menus/{id}`): `store` {merchant_supplied_id, provider_type}, `open_hours`
 * and `special_hours` (required, may be empty), and `menu` {name, categories[].items[]
 * .extras[].options[]}. An item needs a name, its merchant_supplied_id and a whole price in
 * cents; an extra a name; an option a name and a whole price. `active` defaults to true:
 * `active: false` uploads an item or option inactive. Options may carry extras of their own.
 */
export type DoorDashMenuReading =
  | {
      ok: true;
      menu: Record<string, unknown>;
      reference: string | null;
      itemIds: string[];
      optionIds: string[];
      suspend: Record<string, TwinSuspension>;
      release: string[];
    }
  | { ok: false; message: string };

const DAYS = ["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"];
/** "HH:MM:SS" as the OpenAPI describes a time, or "HH:MM" as DoorDash's Menu Push sample sends. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** Options nest extras of their own; DoorDash's schema goes three levels down. */
const MAX_DEPTH = 3;

/** The store a menu call names (`store.merchant_supplied_id`), or null. */
export function doorDashMenuStore(body: unknown): string | null {
  const id = recordOf(recordOf(body).store).merchant_supplied_id;
  return isText(id) ? id : null;
}

type Collected = Pick<
  Extract<DoorDashMenuReading, { ok: true }>,
  "itemIds" | "optionIds" | "suspend" | "release"
>;

/** Reads a whole menu call: DoorDash's 400 message for the first thing wrong, or the menu. */
export function readDoorDashMenu(body: unknown): DoorDashMenuReading {
  const fail = (message: string): DoorDashMenuReading => ({ ok: false, message });
  if (!isRecord(body)) return fail("The body must be a menu object");
  if (body.reference !== undefined && body.reference !== null && !isText(body.reference)) {
    return fail("reference must be a string");
  }
  const store = recordOf(body.store);
  if (!isText(store.merchant_supplied_id)) return fail("store.merchant_supplied_id is required");
  if (!isText(store.provider_type)) return fail("store.provider_type is required");
  const hours = readHours(body);
  if (hours) return fail(hours);
  const menu = body.menu;
  if (!isRecord(menu) || !isText(menu.name)) return fail("menu.name is required");
  if (!Array.isArray(menu.categories ?? [])) return fail("menu.categories must be an array");
  const collected: Collected = { itemIds: [], optionIds: [], suspend: {}, release: [] };
  for (const [index, category] of listOf(menu.categories).entries()) {
    const where = `menu.categories[${index}]`;
    if (!isRecord(category) || !isText(category.name)) return fail(`${where}.name is required`);
    if (!Array.isArray(category.items ?? [])) return fail(`${where}.items must be an array`);
    for (const [place, item] of listOf(category.items).entries()) {
      const wrong = readItem(item, `${where}.items[${place}]`, collected);
      if (wrong) return fail(wrong);
    }
  }
  const reference = isText(body.reference) ? body.reference.slice(0, 200) : null;
  return { ok: true, menu: body, reference, ...collected };
}

function readHours(body: Record<string, unknown>): string | null {
  if (!Array.isArray(body.open_hours)) return "open_hours is required and must be an array";
  if (!Array.isArray(body.special_hours)) return "special_hours is required and must be an array";
  for (const [index, hour] of body.open_hours.entries()) {
    const { day_index: day, start_time: start, end_time: end } = recordOf(hour);
    if (!DAYS.includes(String(day))) {
      return `open_hours[${index}].day_index must be one of ${DAYS.join(", ")}`;
    }
    if (!TIME.test(String(start)) || !TIME.test(String(end))) {
      return `open_hours[${index}] needs start_time and end_time as HH:MM:SS or HH:MM`;
    }
  }
  for (const [index, hour] of body.special_hours.entries()) {
    const { date, closed, start_time: start, end_time: end } = recordOf(hour);
    if (!isRecord(hour) || !DATE.test(String(date))) {
      return `special_hours[${index}].date must be a date as YYYY-MM-DD`;
    }
    if (closed !== undefined && typeof closed !== "boolean") {
      return `special_hours[${index}].closed must be true or false`;
    }
    for (const [name, value] of [
      ["start_time", start],
      ["end_time", end],
    ] as const) {
      if (value !== undefined && !TIME.test(String(value))) {
        return `special_hours[${index}].${name} must be a time as HH:MM:SS or HH:MM`;
      }
    }
  }
  return null;
}

/** `active` as sent: false hides, true shows, left out changes nothing the twin knows. */
function noteActive(entity: Record<string, unknown>, id: string, collected: Collected) {
  if (entity.active === false) collected.suspend[id] = { until: null, reason: null };
  if (entity.active === true) collected.release.push(id);
}

function readItem(item: unknown, where: string, collected: Collected): string | null {
  if (!isRecord(item) || !isText(item.name)) return `${where}.name is required`;
  if (!isText(item.merchant_supplied_id)) return `${where}.merchant_supplied_id is required`;
  if (!isWholeAmount(item.price)) return `${where}.price must be a whole number of cents`;
  if (item.active !== undefined && typeof item.active !== "boolean") {
    return `${where}.active must be true or false`;
  }
  collected.itemIds.push(item.merchant_supplied_id);
  noteActive(item, item.merchant_supplied_id, collected);
  return readExtras(item.extras, where, collected, 1);
}

function readExtras(
  extras: unknown,
  where: string,
  collected: Collected,
  depth: number,
): string | null {
  if (extras === undefined || extras === null) return null;
  if (!Array.isArray(extras)) return `${where}.extras must be an array`;
  if (depth > MAX_DEPTH) return `${where}.extras nest deeper than DoorDash takes`;
  for (const [index, extra] of extras.entries()) {
    const at = `${where}.extras[${index}]`;
    if (!isRecord(extra) || !isText(extra.name)) return `${at}.name is required`;
    for (const bound of ["min_num_options", "max_num_options"]) {
      if (extra[bound] !== undefined && !isWholeAmount(extra[bound])) {
        return `${at}.${bound} must be a whole number`;
      }
    }
    if (!Array.isArray(extra.options ?? [])) return `${at}.options must be an array`;
    for (const [place, option] of listOf(extra.options).entries()) {
      const spot = `${at}.options[${place}]`;
      if (!isRecord(option) || !isText(option.name)) return `${spot}.name is required`;
      if (!isWholeAmount(option.price)) return `${spot}.price must be a whole number of cents`;
      if (option.merchant_supplied_id !== undefined && !isText(option.merchant_supplied_id)) {
        return `${spot}.merchant_supplied_id must be a string`;
      }
      if (option.active !== undefined && typeof option.active !== "boolean") {
        return `${spot}.active must be true or false`;
      }
      if (isText(option.merchant_supplied_id)) {
        collected.optionIds.push(option.merchant_supplied_id);
        noteActive(option, option.merchant_supplied_id, collected);
      }
      const nested = readExtras(option.extras, spot, collected, depth + 1);
      if (nested) return nested;
    }
  }
  return null;
}

/** Every item id, or every option id, of a menu the twin took. */
export function doorDashIds(menu: Record<string, unknown>, kind: "items" | "options"): Set<string> {
  const ids = new Set<string>();
  const walkExtras = (extras: unknown) => {
    for (const extra of listOf(extras)) {
      for (const option of listOf(recordOf(extra).options)) {
        const id = recordOf(option).merchant_supplied_id;
        if (kind === "options" && typeof id === "string") ids.add(id);
        walkExtras(recordOf(option).extras);
      }
    }
  };
  for (const category of listOf(recordOf(menu.menu).categories)) {
    for (const item of listOf(recordOf(category).items)) {
      const id = recordOf(item).merchant_supplied_id;
      if (kind === "items" && typeof id === "string") ids.add(id);
      walkExtras(recordOf(item).extras);
    }
  }
  return ids;
}

/** The menu as DoorDash's store page lists it: categories, items, their extras' options. */
export const doorDashMenuView: MenuViewReader = (menu, suspensionOf) => {
  const entry = (entity: Record<string, unknown>): TwinMenuEntry => {
    const id = typeof entity.merchant_supplied_id === "string" ? entity.merchant_supplied_id : null;
    return {
      id,
      name: isText(entity.name) ? entity.name : (id ?? ""),
      price: priceOf(entity.price),
      suspension: suspensionOf(id),
    };
  };
  const groupsOf = (item: Record<string, unknown>): TwinMenuGroupView[] =>
    listOf(item.extras).map((extra) => ({
      name: String(recordOf(extra).name ?? ""),
      options: listOf(recordOf(extra).options).map((option) => entry(recordOf(option))),
    }));
  const categories = listOf(recordOf(menu.menu).categories).map((category) => ({
    name: String(recordOf(category).name ?? ""),
    items: listOf(recordOf(category).items).map((item) => ({
      ...entry(recordOf(item)),
      groups: groupsOf(recordOf(item)),
    })),
  }));
  return { currency: null, categories };
};
