import type {
  MenuSnapshot,
  SnapshotGroup,
  SnapshotItem,
} from "../../../../../domain/menu-snapshot";
import { MONDAY_FIRST, periodsByDay } from "./opening-periods";

export type DoorDashDay = (typeof DAY_INDEXES)[number];
export type DoorDashOpenHour = { day_index: DoorDashDay; start_time: string; end_time: string };
export type DoorDashSpecialHour = {
  date: string;
  closed: boolean;
  start_time?: string;
  end_time?: string;
};
export type DoorDashDietaryTag =
  | "TAG_KEY_DIETARY_VEGETARIAN"
  | "TAG_KEY_DIETARY_VEGAN"
  | "TAG_KEY_DIETARY_GLUTEN_FREE";
export type DoorDashOption = {
  name: string;
  merchant_supplied_id: string;
  price: number;
  active: boolean;
  default: boolean;
  sort_id: number;
};
export type DoorDashExtra = {
  name: string;
  merchant_supplied_id: string;
  min_num_options: number;
  max_num_options: number;
  num_free_options: number;
  sort_id: number;
  options: DoorDashOption[];
};
export type DoorDashItem = {
  name: string;
  description: string;
  merchant_supplied_id: string;
  active: boolean;
  price: number;
  sort_id: number;
  original_image_url?: string;
  dish_info?: { classification_info: { classification_tags: DoorDashDietaryTag[] } };
  extras: DoorDashExtra[];
};
export type DoorDashCategory = {
  name: string;
  subtitle: string;
  merchant_supplied_id: string;
  active: boolean;
  sort_id: number;
  items: DoorDashItem[];
};

/**
 * The body of DoorDash's Create Menu `POST /api/v1/menus` and Update Menu
 * `PATCH /api/v1/menus/{id}`, its `MenuCreateUpdateRequest` (docs/menu-sync.md), as
 * DoorDash's Marketplace OpenAPI and its Menu Push guide spell it: `store`, `open_hours` and
 * `special_hours` (required even when empty) at the root, then the menu, its categories,
 * items, extras (the modifier groups) and their options. An 86'd item or option is sent with
 * `active: false` rather than left out.
 */
export type DoorDashMenu = {
  store: { merchant_supplied_id: string; provider_type: string };
  open_hours: DoorDashOpenHour[];
  special_hours: DoorDashSpecialHour[];
  menu: { name: string; subtitle: string; active: boolean; categories: DoorDashCategory[] };
};

export const DOORDASH_MENU_NAME = "Menu";

/**
 * How times of day are written. DoorDash's OpenAPI describes "HH:MM:SS" ('13:00:00') while
 * its own Menu Push sample sends "07:00"; OrderDock follows the sample. Change it here to
 * send seconds.
 */
export type DoorDashTimeFormat = "HH:MM" | "HH:MM:SS";
export const DOORDASH_TIME_FORMAT: DoorDashTimeFormat = "HH:MM";

/**
 * Prices are sent as integer cents. UNCONFIRMED: DoorDash's OpenAPI types every price as an
 * integer and never names the unit; cents is our reading of it.
 */
export const doorDashPrice = (cents: number): number => Math.round(cents);

/** DoorDash's `day_index`, Sunday first as OrderDock's opening hours count them. */
const DAY_INDEXES = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"] as const;

/** OrderDock's dietary tags that DoorDash has a classification tag for. */
const DIETARY_TAGS: Record<string, DoorDashDietaryTag> = {
  vegetarian: "TAG_KEY_DIETARY_VEGETARIAN",
  vegan: "TAG_KEY_DIETARY_VEGAN",
  gluten_free: "TAG_KEY_DIETARY_GLUTEN_FREE",
};

const TIME_WRITERS: Record<DoorDashTimeFormat, (time: string) => string> = {
  "HH:MM": (time) => time,
  "HH:MM:SS": (time) => `${time}:00`,
};
const doorDashTime = (time: string): string => TIME_WRITERS[DOORDASH_TIME_FORMAT](time);

/**
 * The snapshot as DoorDash's menu for the store DoorDash knows by `storeId`: the opening
 * hours one entry per day and span (a period past midnight split at it, closed days left
 * out; no hours set is open all day), no special hours, and the categories, items and
 * groups in OrderDock's order (`sort_id`), each with OrderDock's id as its
 * `merchant_supplied_id`. A group shared by several items is repeated under each.
 */
export function toDoorDashMenu(
  snapshot: MenuSnapshot,
  store: { storeId: string; providerType: string },
): DoorDashMenu {
  const groups = new Map(snapshot.groups.map((group) => [group.id, group]));
  return {
    store: { merchant_supplied_id: store.storeId, provider_type: store.providerType },
    open_hours: openHours(snapshot),
    special_hours: [],
    menu: {
      name: DOORDASH_MENU_NAME,
      subtitle: "",
      active: true,
      categories: snapshot.categories.map((category, index) => ({
        name: category.name,
        subtitle: "",
        merchant_supplied_id: category.id,
        active: true,
        sort_id: index,
        items: category.items.map((item, position) => doorDashItem(item, position, groups)),
      })),
    },
  };
}

function openHours(snapshot: MenuSnapshot): DoorDashOpenHour[] {
  const byDay = periodsByDay(snapshot.openingHours);
  return MONDAY_FIRST.flatMap((day) =>
    (byDay[day] ?? []).map((period) => ({
      day_index: DAY_INDEXES[day],
      start_time: doorDashTime(period.start),
      end_time: doorDashTime(period.end),
    })),
  );
}

function doorDashItem(
  item: SnapshotItem,
  position: number,
  groups: ReadonlyMap<string, SnapshotGroup>,
): DoorDashItem {
  const tags = [...new Set(item.dietaryTags.flatMap((tag) => DIETARY_TAGS[tag] ?? []))];
  const offered = item.groupIds.flatMap((id) => groups.get(id) ?? []);
  return {
    name: item.name,
    description: item.description,
    merchant_supplied_id: item.id,
    active: item.isAvailable,
    price: doorDashPrice(item.priceCents),
    sort_id: position,
    ...(item.photoUrl ? { original_image_url: item.photoUrl } : {}),
    ...(tags.length > 0
      ? { dish_info: { classification_info: { classification_tags: tags } } }
      : {}),
    extras: offered.map((group, index) => ({
      name: group.name,
      merchant_supplied_id: group.id,
      min_num_options: group.minSelections,
      max_num_options: group.maxSelections,
      num_free_options: 0,
      sort_id: index,
      options: group.options.map((option, order) => ({
        name: option.name,
        merchant_supplied_id: option.id,
        price: doorDashPrice(option.priceCents),
        active: option.isAvailable,
        default: false,
        sort_id: order,
      })),
    })),
  };
}
