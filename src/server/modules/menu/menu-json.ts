import {
  type AvailabilityChoice,
  type Menu,
  type MenuItem,
  type ModifierGroup,
  TIMED_AVAILABILITY,
} from "../../../domain/api/menu";
import type { ChannelResult } from "../../../domain/menu-sync";
import { centsToDollars } from "../../../domain/money";
import type { ModifierOptionRow } from "../../db/schema/menu-modifier-groups";
import type { GroupRow, ItemRow, MenuRows } from "./menu.repository";

/** Rows to the JSON of GET /api/menu: dollars, and availability as of `now`. */

type Availability = { availability: AvailabilityChoice; unavailableUntil: Date | null };

type AvailabilityColumns = {
  availability?: AvailabilityChoice;
  unavailableUntil?: Date | string | null;
};

/** A timed 86 (end of day, until a time) whose moment has passed is simply available. */
export function effectiveAvailability(subject: AvailabilityColumns, now: Date): Availability {
  const availability = subject.availability ?? "available";
  const until = subject.unavailableUntil ? new Date(subject.unavailableUntil) : null;
  if (TIMED_AVAILABILITY.includes(availability) && (!until || until <= now)) {
    return { availability: "available", unavailableUntil: null };
  }
  return { availability, unavailableUntil: availability === "available" ? null : until };
}

export function isItemAvailable(subject: AvailabilityColumns, now: Date): boolean {
  return effectiveAvailability(subject, now).availability === "available";
}

/** Which marketplace answers each item and option shows (docs/menu-sync.md). */
export type ChannelLookup = {
  item(itemId: string): ChannelResult[];
  option(groupId: string, optionId: string): ChannelResult[];
};

export const NO_CHANNELS: ChannelLookup = { item: () => [], option: () => [] };

/**
 * The answers worth showing for an item or option: while it is 86'd, what each marketplace
 * said to the 86; once it is back, only a return a marketplace has not confirmed yet.
 */
export function shownChannels(results: ChannelResult[], isAvailable: boolean): ChannelResult[] {
  return isAvailable
    ? results.filter((result) => result.action === "unsuspend" && result.state !== "done")
    : results.filter((result) => result.action === "suspend");
}

function availabilityJson(subject: AvailabilityColumns, now: Date, channels: ChannelResult[]) {
  const { availability, unavailableUntil } = effectiveAvailability(subject, now);
  const isAvailable = availability === "available";
  return {
    availability,
    unavailableUntil: unavailableUntil?.toISOString() ?? null,
    isAvailable,
    channels: shownChannels(channels, isAvailable),
  };
}

export function toMenuItem(
  item: ItemRow,
  groupIds: string[],
  now: Date,
  channels: ChannelLookup = NO_CHANNELS,
): MenuItem {
  return {
    id: item.id,
    categoryId: item.categoryId,
    name: item.name,
    description: item.description,
    price: centsToDollars(item.priceCents),
    photoUrl: item.photoUrl,
    dietaryTags: item.dietaryTags,
    modifierGroupIds: groupIds,
    prepMinutes: item.prepMinutes,
    ...availabilityJson(item, now, channels.item(item.id)),
  };
}

export function toModifierOption(
  groupId: string,
  option: ModifierOptionRow,
  now: Date,
  channels: ChannelLookup = NO_CHANNELS,
) {
  return {
    id: option.id,
    name: option.name,
    price: centsToDollars(option.priceCents),
    ...availabilityJson(option, now, channels.option(groupId, option.id)),
  };
}

export function toModifierGroup(
  group: GroupRow,
  itemCount: number,
  now: Date,
  channels: ChannelLookup = NO_CHANNELS,
): ModifierGroup {
  return {
    id: group.id,
    name: group.name,
    isRequired: group.isRequired,
    minSelections: group.minSelections,
    maxSelections: group.maxSelections,
    options: group.options.map((option) => toModifierOption(group.id, option, now, channels)),
    itemCount,
  };
}

export type ToMenuOptions = { now: Date; timezone: string; channels?: ChannelLookup };

export function toMenu(rows: MenuRows, { now, timezone, channels }: ToMenuOptions): Menu {
  const groupsOfItem = new Map<string, string[]>();
  const itemsOfGroup = new Map<string, number>();
  for (const link of rows.links) {
    groupsOfItem.set(link.itemId, [...(groupsOfItem.get(link.itemId) ?? []), link.groupId]);
    itemsOfGroup.set(link.groupId, (itemsOfGroup.get(link.groupId) ?? 0) + 1);
  }
  return {
    categories: rows.categories.map((category) => ({
      id: category.id,
      name: category.name,
      station: category.station,
      items: rows.items
        .filter((item) => item.categoryId === category.id)
        .map((item) => toMenuItem(item, groupsOfItem.get(item.id) ?? [], now, channels)),
    })),
    modifierGroups: rows.groups.map((group) =>
      toModifierGroup(group, itemsOfGroup.get(group.id) ?? 0, now, channels),
    ),
    timezone,
  };
}
