import type {
  MenuSnapshot,
  SnapshotGroup,
  SnapshotItem,
  SnapshotOption,
} from "../../../../../domain/menu-snapshot";
import { MONDAY_FIRST, periodsByDay } from "./opening-periods";

export type UberText = { translations: Record<string, string> };
export type UberDay = (typeof DAY_NAMES)[number];
export type UberTimePeriod = { start_time: string; end_time: string };
export type UberServiceAvailability = { day_of_week: UberDay; time_periods: UberTimePeriod[] };
export type UberMenuEntity = { id: string; type: "ITEM" };
export type UberContext = { context_type: "MODIFIER_GROUP"; context_value: string };
export type UberSuspension = { suspend_until: number; reason: string };
export type UberDietaryLabel = "VEGAN" | "VEGETARIAN" | "GLUTEN_FREE";

export type UberMenuDefinition = {
  id: string;
  title: UberText;
  service_availability: UberServiceAvailability[];
  category_ids: string[];
};
export type UberCategory = { id: string; title: UberText; entities: UberMenuEntity[] };
export type UberItem = {
  id: string;
  title: UberText;
  description?: UberText;
  image_url?: string;
  price_info: { price: number; overrides?: Array<UberContext & { price: number }> };
  quantity_info?: { overrides: Array<UberContext & { quantity: { max_permitted: number } }> };
  suspension_info?: { suspension: UberSuspension };
  modifier_group_ids?: { ids: string[] };
  /** Sent empty: OrderDock sets no tax rate per item. */
  tax_info: Record<string, never>;
  dish_info?: { classifications: { dietary_label_info: { labels: UberDietaryLabel[] } } };
};
export type UberModifierGroup = {
  id: string;
  title: UberText;
  quantity_info: { quantity: { min_permitted: number; max_permitted: number } };
  modifier_options: UberMenuEntity[];
};

/**
 * The body of Uber Eats' Upload Menu, `PUT /v2/eats/stores/{store_id}/menus`
 * (docs/menu-sync.md), as Uber's menu API v2 reference and its example menus spell it. The
 * upload replaces the whole menu: whatever it leaves out is removed, so an 86'd item or
 * option is sent too, suspended (`suspension_info`). Ids are OrderDock's own; Uber asks only
 * that they hold no "/" or ";", which OrderDock's never do.
 */
export type UberMenu = {
  menus: UberMenuDefinition[];
  categories: UberCategory[];
  items: UberItem[];
  modifier_groups: UberModifierGroup[];
  display_options: Record<string, never>;
};

/** The one menu OrderDock publishes to a store. */
export const UBER_MENU_ID = "orderdock-menu";
export const UBER_MENU_TITLE = "Menu";
/** Uber shows the one translation it is given to everyone; the key names language and country. */
export const UBER_LOCALE = "en_us";
/** "Sold out until turned back on": the far-future `suspend_until` of Uber's own example. */
export const UBER_INDEFINITE_SUSPEND = 8_640_000_000;
export const UBER_SOLD_OUT_REASON = "Sold out";

/** OrderDock's dietary tags that Uber has a label for (the other tags have none). */
const DIETARY_LABELS: Record<string, UberDietaryLabel> = {
  vegan: "VEGAN",
  vegetarian: "VEGETARIAN",
  gluten_free: "GLUTEN_FREE",
};

/** Uber's days, Sunday first as OrderDock's opening hours count them. */
const DAY_NAMES = [
  "sunday",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
] as const;

const text = (value: string): UberText => ({ translations: { [UBER_LOCALE]: value } });

/**
 * The snapshot as Uber's menu: one menu open in the restaurant's hours (a period past
 * midnight split at it, closed days left out), the categories in order, each item and each
 * modifier option as an entry of `items` (an option is an item of Uber's menu, priced inside
 * its group by a `MODIFIER_GROUP` override, at most one of it, as OrderDock takes each choice
 * once), and the modifier groups with their min and max. Prices are in cents, as Uber asks.
 * `tax_info`, which Uber's reference does not mark optional and every one of its examples
 * carries, is sent empty.
 */
export function toUberMenu(snapshot: MenuSnapshot): UberMenu {
  const groupIds = new Set(snapshot.groups.map((group) => group.id));
  const items = snapshot.categories.flatMap((category) =>
    category.items.map((item) => uberItem(item, groupIds)),
  );
  const options = snapshot.groups.flatMap((group) =>
    group.options.map((option) => uberOption(option, group)),
  );
  return {
    menus: [
      {
        id: UBER_MENU_ID,
        title: text(UBER_MENU_TITLE),
        service_availability: serviceAvailability(snapshot),
        category_ids: snapshot.categories.map((category) => category.id),
      },
    ],
    categories: snapshot.categories.map((category) => ({
      id: category.id,
      title: text(category.name),
      entities: category.items.map((item) => ({ id: item.id, type: "ITEM" })),
    })),
    items: [...items, ...options],
    modifier_groups: snapshot.groups.map((group) => ({
      id: group.id,
      title: text(group.name),
      quantity_info: {
        quantity: { min_permitted: group.minSelections, max_permitted: group.maxSelections },
      },
      modifier_options: group.options.map((option) => ({ id: option.id, type: "ITEM" })),
    })),
    display_options: {},
  };
}

function serviceAvailability(snapshot: MenuSnapshot): UberServiceAvailability[] {
  const byDay = periodsByDay(snapshot.openingHours);
  return MONDAY_FIRST.flatMap((day) => {
    const periods = byDay[day] ?? [];
    if (periods.length === 0) return [];
    const time_periods = periods.map((period) => ({
      start_time: period.start,
      end_time: period.end,
    }));
    return [{ day_of_week: DAY_NAMES[day], time_periods }];
  });
}

/**
 * An 86 as Uber's `suspension_info`: suspended until the timed 86 ends (Unix seconds), or
 * until `UBER_INDEFINITE_SUSPEND` when it lasts until turned back on.
 */
export function uberSuspension(unavailableUntil: string | null): { suspension: UberSuspension } {
  const until = unavailableUntil === null ? Number.NaN : Date.parse(unavailableUntil);
  const seconds = Number.isNaN(until) ? UBER_INDEFINITE_SUSPEND : Math.floor(until / 1000);
  return { suspension: { suspend_until: seconds, reason: UBER_SOLD_OUT_REASON } };
}

function uberItem(item: SnapshotItem, groupIds: ReadonlySet<string>): UberItem {
  const groups = item.groupIds.filter((id) => groupIds.has(id));
  const labels = [...new Set(item.dietaryTags.flatMap((tag) => DIETARY_LABELS[tag] ?? []))];
  return {
    id: item.id,
    title: text(item.name),
    ...(item.description ? { description: text(item.description) } : {}),
    ...(item.photoUrl ? { image_url: item.photoUrl } : {}),
    price_info: { price: item.priceCents },
    ...(!item.isAvailable && { suspension_info: uberSuspension(item.unavailableUntil) }),
    ...(groups.length > 0 && { modifier_group_ids: { ids: groups } }),
    tax_info: {},
    // An empty list clears labels the item had: Uber documents it so.
    dish_info: { classifications: { dietary_label_info: { labels } } },
  };
}

function uberOption(option: SnapshotOption, group: SnapshotGroup): UberItem {
  const context = { context_type: "MODIFIER_GROUP", context_value: group.id } as const;
  return {
    id: option.id,
    title: text(option.name),
    price_info: { price: 0, overrides: [{ ...context, price: option.priceCents }] },
    quantity_info: { overrides: [{ ...context, quantity: { max_permitted: 1 } }] },
    ...(!option.isAvailable && { suspension_info: uberSuspension(option.unavailableUntil) }),
    tax_info: {},
  };
}
