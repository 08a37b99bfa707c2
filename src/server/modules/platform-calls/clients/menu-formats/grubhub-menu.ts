import type {
  MenuSnapshot,
  SnapshotGroup,
  SnapshotItem,
} from "../../../../../domain/menu-snapshot";
import { centsToDollars } from "../../../../../domain/money";
import { MONDAY_FIRST, periodsByDay } from "./opening-periods";

export type GrubhubDay = (typeof DAY_NAMES)[number];
export type GrubhubScheduleRule = { days: GrubhubDay[]; start_time: string; end_time: string };
export type GrubhubRepeatingSchedule = {
  external_id: string;
  name: string;
  type: "WEEKLY";
  rules: GrubhubScheduleRule[];
};
export type GrubhubSection = {
  external_id: string;
  name: string;
  items: string[];
  schedule_ids: string[];
};
export type GrubhubTagName =
  | "VEGETARIAN"
  | "VEGAN"
  | "GLUTEN_FREE"
  | "DAIRY_FREE"
  | "NUT_FREE"
  | "SPICY"
  | "KOSHER";
export type GrubhubTag = { group: "LEGACY"; name: GrubhubTagName };
export type GrubhubItem = {
  external_id: string;
  name: string;
  description: string;
  price: number;
  modifier_prompts: string[];
  media?: { source_url: string };
  tags: GrubhubTag[];
};
export type GrubhubModifierPrompt = {
  external_id: string;
  name: string;
  modifier_list: string;
  default_selection_model: { minimum_quantity: number; maximum_quantity: number };
};
export type GrubhubModifierList = { external_id: string; name: string; modifiers: string[] };
export type GrubhubModifier = { external_id: string; name: string; default_price: number };

/**
 * Grubhub's `PosNormalizedMenu`, the document Grubhub downloads from the `menu_url` of a menu
 * ingestion with `normalized_menu: true` (docs/menu-sync.md), as Grubhub's menu OpenAPI
 * spells it: flat lists joined by `external_id`. Grubhub merges it by those ids, and an id
 * missing from it is deleted at Grubhub; so an 86'd item or option is kept in it like any
 * other, and its 86 travels separately, as a schedule override (HIDE) on its id. A field
 * the merge finds in the new menu replaces the old one, so the description, tags and
 * schedule ids are sent even when empty, to clear what was there.
 */
export type GrubhubMenu = {
  menu_info: { currency: string; sections: string[] };
  repeating_schedules?: GrubhubRepeatingSchedule[];
  menu_sections: GrubhubSection[];
  items: GrubhubItem[];
  modifier_prompts: GrubhubModifierPrompt[];
  modifier_lists: GrubhubModifierList[];
  modifiers: GrubhubModifier[];
};

/**
 * Whether prices are sent in dollars (12.5 for 1250 cents) rather than cents. Grubhub's
 * OpenAPI text says an item's price is "in cents", but the menu examples in that same
 * document send decimals (`price: 3.0`, `default_price: 1.79`), which read as dollars; we
 * follow the examples. Set it to false to send cents, as the text reads.
 */
export const GRUBHUB_PRICE_IN_DOLLARS: boolean = true;

export const grubhubPrice = (cents: number): number =>
  GRUBHUB_PRICE_IN_DOLLARS ? centsToDollars(Math.round(cents)) : Math.round(cents);

/** The one weekly schedule, the opening hours, that every section follows. */
export const GRUBHUB_SCHEDULE_ID = "orderdock-opening-hours";
export const GRUBHUB_SCHEDULE_NAME = "Opening hours";

/**
 * A group's modifier list: Grubhub's prompt (the group, under the group's id) names a list
 * of the options, and external ids must be unique only within each kind of entity.
 */
export const grubhubListId = (groupId: string): string => `${groupId}|list`;

/** Grubhub's days, Sunday first as OrderDock's opening hours count them. */
const DAY_NAMES = [
  "SUNDAY",
  "MONDAY",
  "TUESDAY",
  "WEDNESDAY",
  "THURSDAY",
  "FRIDAY",
  "SATURDAY",
] as const;

/** OrderDock's dietary tags that Grubhub lists as tags (it has none for halal). */
const TAGS: Record<string, GrubhubTagName> = {
  vegetarian: "VEGETARIAN",
  vegan: "VEGAN",
  gluten_free: "GLUTEN_FREE",
  dairy_free: "DAIRY_FREE",
  nut_free: "NUT_FREE",
  spicy: "SPICY",
  kosher: "KOSHER",
};

/**
 * The snapshot as Grubhub's normalized menu: the categories as sections in order, the
 * items, each group as a modifier prompt with its list, and the options as modifiers. With
 * opening hours set, one weekly schedule holds them (a period past midnight split at it,
 * days that share a span in one rule, times as "HH:MM:SS.sss" on the restaurant's clock) and
 * every section follows it; with none, the sections follow no schedule.
 */
export function toGrubhubMenu(snapshot: MenuSnapshot): GrubhubMenu {
  const groupIds = new Set(snapshot.groups.map((group) => group.id));
  const hours = snapshot.openingHours;
  const scheduleIds = hours === null ? [] : [GRUBHUB_SCHEDULE_ID];
  return {
    menu_info: {
      currency: snapshot.currency,
      sections: snapshot.categories.map((category) => category.id),
    },
    ...(hours === null
      ? {}
      : {
          repeating_schedules: [
            {
              external_id: GRUBHUB_SCHEDULE_ID,
              name: GRUBHUB_SCHEDULE_NAME,
              type: "WEEKLY",
              rules: scheduleRules(snapshot),
            },
          ],
        }),
    menu_sections: snapshot.categories.map((category) => ({
      external_id: category.id,
      name: category.name,
      items: category.items.map((item) => item.id),
      schedule_ids: scheduleIds,
    })),
    items: snapshot.categories.flatMap((category) =>
      category.items.map((item) => grubhubItem(item, groupIds)),
    ),
    modifier_prompts: snapshot.groups.map(prompt),
    modifier_lists: snapshot.groups.map((group) => ({
      external_id: grubhubListId(group.id),
      name: group.name,
      modifiers: group.options.map((option) => option.id),
    })),
    modifiers: snapshot.groups.flatMap((group) =>
      group.options.map((option) => ({
        external_id: option.id,
        name: option.name,
        default_price: grubhubPrice(option.priceCents),
      })),
    ),
  };
}

function scheduleRules(snapshot: MenuSnapshot): GrubhubScheduleRule[] {
  const byDay = periodsByDay(snapshot.openingHours);
  const rules = new Map<string, GrubhubScheduleRule>();
  for (const day of MONDAY_FIRST) {
    for (const period of byDay[day] ?? []) {
      const [start_time, end_time] = [clock(period.start), clock(period.end)];
      const key = `${start_time}-${end_time}`;
      const rule = rules.get(key) ?? { days: [], start_time, end_time };
      rule.days.push(DAY_NAMES[day]);
      rules.set(key, rule);
    }
  }
  return [...rules.values()];
}

/** "18:00" as Grubhub's schedules write a time of day: "18:00:00.000". */
const clock = (time: string): string => `${time}:00.000`;

function grubhubItem(item: SnapshotItem, groupIds: ReadonlySet<string>): GrubhubItem {
  const names = [...new Set(item.dietaryTags.flatMap((tag) => TAGS[tag] ?? []))];
  return {
    external_id: item.id,
    name: item.name,
    description: item.description,
    price: grubhubPrice(item.priceCents),
    modifier_prompts: item.groupIds.filter((id) => groupIds.has(id)),
    ...(item.photoUrl ? { media: { source_url: item.photoUrl } } : {}),
    tags: names.map((name) => ({ group: "LEGACY", name })),
  };
}

function prompt(group: SnapshotGroup): GrubhubModifierPrompt {
  return {
    external_id: group.id,
    name: group.name,
    modifier_list: grubhubListId(group.id),
    default_selection_model: {
      minimum_quantity: group.minSelections,
      maximum_quantity: group.maxSelections,
    },
  };
}
