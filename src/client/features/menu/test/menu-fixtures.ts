import { buildCurrentUser } from "@/client/test/current-user";
import type {
  Menu,
  MenuCategory,
  MenuItem,
  ModifierGroup,
  ModifierOption,
} from "@/domain/api/menu";
import type { PublishChannel, PublishStatus } from "@/domain/api/menu-publish";
import type { ChannelResult } from "@/domain/menu-sync";

/** Ids are UUIDs, as the shared schemas require of category and group ids. */
export const IDS = {
  starters: "3f1c2a4e-5b6d-4c7e-8f90-1a2b3c4d5e01",
  mains: "3f1c2a4e-5b6d-4c7e-8f90-1a2b3c4d5e02",
  wings: "7a8b9c0d-1e2f-4a3b-9c4d-5e6f7a8b9c01",
  soup: "7a8b9c0d-1e2f-4a3b-9c4d-5e6f7a8b9c02",
  salad: "7a8b9c0d-1e2f-4a3b-9c4d-5e6f7a8b9c03",
  burger: "7a8b9c0d-1e2f-4a3b-9c4d-5e6f7a8b9c04",
  salmon: "7a8b9c0d-1e2f-4a3b-9c4d-5e6f7a8b9c05",
  size: "c0ffee00-1234-4abc-8def-0123456789a1",
  small: "c0ffee00-1234-4abc-8def-0123456789b1",
  large: "c0ffee00-1234-4abc-8def-0123456789b2",
} as const;

export function buildItem(overrides: Partial<MenuItem> = {}): MenuItem {
  return {
    id: IDS.wings,
    categoryId: IDS.starters,
    name: "Buffalo Wings",
    description: "Crispy wings tossed in hot sauce",
    price: 12.5,
    photoUrl: null,
    dietaryTags: [],
    modifierGroupIds: [],
    prepMinutes: null,
    availability: "available",
    unavailableUntil: null,
    isAvailable: true,
    channels: [],
    ...overrides,
  };
}

export function buildOption(overrides: Partial<ModifierOption> = {}): ModifierOption {
  return {
    id: IDS.small,
    name: "Small",
    price: 0,
    availability: "available",
    unavailableUntil: null,
    isAvailable: true,
    channels: [],
    ...overrides,
  };
}

/** A marketplace's answer to an 86 (`suspend`), confirmed unless told otherwise. */
export function buildChannelResult(overrides: Partial<ChannelResult> = {}): ChannelResult {
  return {
    channel: "doordash",
    callId: "call-doordash-1",
    action: "suspend",
    state: "done",
    message: null,
    at: "2026-01-06T19:00:00.000Z",
    ...overrides,
  };
}

export function buildGroup(overrides: Partial<ModifierGroup> = {}): ModifierGroup {
  return {
    id: IDS.size,
    name: "Size",
    isRequired: true,
    minSelections: 1,
    maxSelections: 1,
    options: [buildOption(), buildOption({ id: IDS.large, name: "Large", price: 2 })],
    itemCount: 1,
    ...overrides,
  };
}

const starters: MenuCategory = {
  id: IDS.starters,
  name: "Starters",
  station: "kitchen",
  items: [
    buildItem({ modifierGroupIds: [IDS.size] }),
    buildItem({
      id: IDS.soup,
      name: "Tomato Soup",
      description: "Slow-roasted tomatoes and basil",
      price: 7,
      dietaryTags: ["vegetarian", "gluten_free"],
      availability: "until_end_of_day",
      unavailableUntil: "2026-01-07T05:00:00.000Z",
      isAvailable: false,
    }),
    buildItem({
      id: IDS.salad,
      name: "Caesar Salad",
      description: "Romaine, parmesan",
      price: 9.25,
    }),
  ],
};

const mains: MenuCategory = {
  id: IDS.mains,
  name: "Mains",
  station: "kitchen",
  items: [
    buildItem({
      id: IDS.burger,
      categoryId: IDS.mains,
      name: "Classic Burger",
      description: "Beef patty, cheddar, pickles",
      price: 15,
    }),
    buildItem({
      id: IDS.salmon,
      categoryId: IDS.mains,
      name: "Grilled Salmon",
      description: "With lemon butter",
      price: 22,
      photoUrl: "https://example.com/salmon.jpg",
      availability: "until_turned_on",
      isAvailable: false,
    }),
  ],
};

/** Two categories, five items (two of them 86'd) and one group, in New York. */
export function buildMenu(overrides: Partial<Menu> = {}): Menu {
  return {
    categories: [starters, mains],
    modifierGroups: [buildGroup()],
    timezone: "America/New_York",
    ...overrides,
  };
}

/** The page ignores who is signed in. */
export const OWNER = buildCurrentUser();

export function buildPublishChannel(overrides: Partial<PublishChannel> = {}): PublishChannel {
  return {
    channel: "doordash",
    latest: null,
    confirmedAt: null,
    changes: [],
    moreChanges: 0,
    ...overrides,
  };
}

/** Published once (Nov 27, 2:05 PM in New York), with nothing changed since. */
export function buildPublishStatus(overrides: Partial<PublishStatus> = {}): PublishStatus {
  return {
    channels: [],
    lastPublishedAt: "2026-11-27T19:05:00.000Z",
    changedSinceLastPublish: [],
    moreChangedSinceLastPublish: 0,
    ...overrides,
  };
}
