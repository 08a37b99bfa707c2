import { pluralize } from "@/client/lib/pluralize";
import type { ImportResult } from "@/domain/api/menu-document";

/**
 * Every word the Menu Manager shows, kept together so the screen, its tests and the
 * browser tests agree on them. No wording is prescribed for this screen; it follows the
 * dashboard's voice and its toasts' style.
 */
const categories = (count: number) => pluralize(count, "category", "categories");
const items = (count: number) => pluralize(count, "item");

export const MENU_TEXT = {
  title: "Menu Manager",
  regionLabel: "Menu",
  counts: (categoryCount: number, itemCount: number, unavailableCount: number) =>
    `${categories(categoryCount)} · ${items(itemCount)} · ${unavailableCount} unavailable`,
  loading: "Loading your menu...",
  loadingLabel: "Loading menu",
  loadFailed: "Couldn't load the menu.",
  loadFailedHint: "Check the connection, then try again.",
  retry: "Try again",
  addCategory: "Add Category",
  addItem: "Add Item",
  addItemTo: (category: string) => `Add Item to ${category}`,
  searchLabel: "Search menu",
  searchPlaceholder: "Search by name, description or dietary tag",
  searchCount: (count: number) => `${items(count)} found`,
  noMatches: (query: string) => `No items match "${query}"`,
  noMatchesHint: "Try another word, or clear the search to see the whole menu.",
  clearSearch: "Clear search",
  transferMenu: "Import & export",
  publishMenu: "Publish menu",
  exportMenu: "Export menu",
  importMenu: "Import menu",
  empty: {
    title: "Your menu is empty",
    description:
      "Start with a category such as Starters or Mains, then add its items. Or import a menu file exported from OrderDock.",
  },
} as const;

export const CATEGORY_TEXT = {
  itemCount: items,
  emptyCategory: "No items in this category yet.",
  actions: (name: string) => `Actions for ${name}`,
  rename: "Rename",
  delete: "Delete",
  reorder: (name: string) => `Reorder ${name}`,
  addTitle: "Add Category",
  addDescription: "Categories group items on your menu, like Starters or Drinks.",
  renameTitle: "Rename Category",
  renameDescription: (name: string) => `Give "${name}" a new name.`,
  nameLabel: "Category name",
  add: "Add category",
  adding: "Adding...",
  save: "Save name",
  saving: "Saving...",
  cancel: "Cancel",
  deleteTitle: (name: string) => `Delete ${name}?`,
  deleteDescription: (count: number) =>
    count === 0
      ? "The category is empty. This cannot be undone."
      : `Its ${items(count)} will be deleted with it. This cannot be undone.`,
  deleteConfirm: "Delete category",
  station: "Station:",
  stationOf: (name: string) => `Station for ${name}`,
} as const;

export const ITEM_TEXT = {
  moreActions: (name: string) => `More actions for ${name}`,
  edit: "Edit",
  duplicate: "Duplicate",
  delete: "Delete",
  /** Visible words and the hidden name between them: "Move <name> up". */
  move: "Move",
  up: "up",
  down: "down",
  reorder: (name: string) => `Reorder ${name}`,
  modifiers: "Modifiers:",
  availability: "Availability",
  availabilityOf: (name: string) => `Availability of ${name}`,
  choices: {
    available: "Available",
    until_end_of_day: "Unavailable until end of day",
    until_time: "Unavailable until a time…",
    until_turned_on: "Unavailable until turned back on",
  },
  badgeEndOfDay: "86'd · back at midnight",
  badgeUntilTime: (time: string) => `86'd · back at ${time}`,
  badgeUntilTurnedOn: "86'd · until turned back on",
  badgeUnavailable: "86'd",
  unavailableUntil: (when: string) => `Unavailable until ${when}`,
  deleteTitle: (name: string) => `Delete ${name}?`,
  deleteDescription: "It is removed from your menu. This cannot be undone.",
  deleteConfirm: "Delete item",
} as const;

export const ITEM_FORM_TEXT = {
  addTitle: "Add Item",
  editTitle: "Edit Item",
  description: "What customers see on your menu.",
  noCategoryTitle: "Add a category first",
  noCategory:
    "Every item belongs to a category, such as Starters or Mains. Add a category, then add items to it.",
  category: "Category",
  chooseCategory: "Choose a category",
  name: "Name",
  descriptionLabel: "Description",
  price: "Price",
  priceRequired: "Enter a price",
  photoUrl: "Photo URL",
  photoUrlHint: "Optional. A link to a picture, starting with https://",
  prepMinutes: "Preparation minutes",
  prepMinutesHint: "Minutes of kitchen work for one; leave empty to use the default from Settings",
  dietaryTags: "Dietary tags",
  modifierGroups: "Modifier groups",
  noModifierGroups: "No modifier groups yet. Add them under Modifier groups.",
  save: "Save item",
  saving: "Saving...",
  cancel: "Cancel",
} as const;

export const GROUP_TEXT = {
  title: "Modifier groups",
  description: "Choices customers make with an item, such as a size or extra toppings.",
  add: "Add modifier group",
  empty: "No modifier groups yet.",
  moreActions: (name: string) => `More actions for ${name}`,
  edit: "Edit",
  duplicate: "Duplicate",
  delete: "Delete",
  usedBy: (count: number) => `Used by ${items(count)}`,
  free: "Free",
  optionAvailabilityOf: (option: string, group: string) => `Availability of ${option} in ${group}`,
  optionsOf: (group: string) => `Options of ${group}`,
  rule: ({ isRequired, minSelections, maxSelections }: GroupRule) => {
    if (!isRequired) return `Optional, up to ${maxSelections}`;
    if (minSelections === maxSelections) return `Required, choose ${minSelections}`;
    return `Required, choose ${minSelections}–${maxSelections}`;
  },
  addTitle: "Add modifier group",
  editTitle: "Edit modifier group",
  dialogDescription: "Name the choice, say how many options a customer picks, and list them.",
  name: "Name",
  required: "Customers must choose",
  requiredHint: "Leave it off for extras customers may skip.",
  minSelections: "Min selections",
  maxSelections: "Max selections",
  options: "Options",
  optionName: (position: number) => `Option ${position} name`,
  optionPrice: (position: number) => `Option ${position} price`,
  optionNameHeader: "Name",
  optionPriceHeader: "Price",
  addOption: "Add option",
  removeOption: (position: number) => `Remove option ${position}`,
  save: "Save group",
  saving: "Saving...",
  cancel: "Cancel",
  deleteTitle: (name: string) => `Delete ${name}?`,
  deleteDescription: (count: number) =>
    count === 0
      ? "No item uses it. This cannot be undone."
      : `It will be removed from ${items(count)}. This cannot be undone.`,
  deleteConfirm: "Delete group",
} as const;

/** The dialog of "Unavailable until a time…". */
export const UNTIL_TIME_TEXT = {
  title: (name: string) => `86 ${name} until a time`,
  description:
    "It comes back by itself when the restaurant's clock shows this time: today if that is still ahead, otherwise tomorrow.",
  label: "Back at",
  required: "Choose the time it comes back",
  submit: "86 until then",
  saving: "Saving...",
  cancel: "Cancel",
} as const;

/** What each marketplace answered to an item's or an option's 86 or return. */
export const CHANNEL_TEXT = {
  listLabel: (name: string) => `Marketplaces for ${name}`,
  retry: "Retry",
  retrying: "Retrying...",
  retryLabel: (channel: string, name: string) => `Retry ${channel} for ${name}`,
} as const;

export const PUBLISH_TEXT = {
  title: "Publish menu",
  description: "Send your whole menu to your marketplaces. Here is what changes on each.",
  loading: "Loading what would change...",
  loadingLabel: "Loading publish status",
  loadFailed: "Couldn't load what publishing would change.",
  retryLoad: "Try again",
  noMarketplace:
    "Connect Uber Eats, DoorDash or Grubhub on Platform Connections to publish your menu",
  openConnections: "Open Platform Connections",
  channelsLabel: "Marketplaces",
  neverPublished: "Never published",
  lastPublished: (when: string) => `Last published ${when}`,
  notSentYet: "Not sent yet",
  reason: "Reason:",
  retry: "Retry",
  retrying: "Retrying...",
  retryLabel: (channel: string) => `Retry publish on ${channel}`,
  changesHeading: (channel: string) => `What changes on ${channel}`,
  nothingToChange: "Nothing to change",
  moreChanges: (count: number) => `…and ${count} more`,
  showAll: (count: number) => `Show all ${count} changes`,
  showFewer: "Show fewer",
  publish: (count: number) => `Publish to ${pluralize(count, "channel")}`,
  publishing: "Publishing...",
  close: "Close",
  bannerChanged: (when: string, count: number) =>
    `Your menu changed since it was last published on ${when}: ${pluralize(count, "change")} not on the marketplaces yet.`,
  bannerNever: (channels: string) => `Your menu has not been published to ${channels} yet.`,
  review: "Review and publish",
} as const;

export type GroupRule = { isRequired: boolean; minSelections: number; maxSelections: number };

export const IMPORT_TEXT = {
  fileLabel: "Menu file to import",
  confirmTitle: "Replace the whole menu?",
  confirmDescription: "Importing replaces every category, item and modifier group with the file's.",
  confirm: "Import",
  failedTitle: "Import failed",
  failedDescription: (count: number) =>
    count === 1 ? "The file has 1 problem." : `The file has ${count} problems.`,
  nothingChanged: "Nothing was changed.",
  close: "Close",
} as const;

/** 'Copy from another location', offered when the account has more than one. */
export const COPY_MENU_TEXT = {
  menuEntry: "Copy from another location",
  title: "Copy the menu from another location",
  description:
    "Adds that location's categories, items and modifier groups to this menu. What this menu already has, by name, stays as it is, so copying again adds nothing twice.",
  from: "Copy from",
  /** A brand among the places to copy from, named with the location whose kitchen cooks it. */
  brandOption: (brand: string, kitchen: string | undefined) =>
    kitchen ? `${brand} (brand of ${kitchen})` : `${brand} (brand)`,
  confirm: "Copy menu",
  copying: "Copying...",
  cancel: "Cancel",
} as const;

/** Reorder announcements for screen readers while dragging (dnd-kit's live region). */
export const DRAG_TEXT = {
  instructions:
    "To pick up, press Space or Enter. Use the arrow keys to move, Space or Enter to drop, Escape to cancel.",
  pickedUp: (name: string, position: number, total: number) =>
    `Picked up ${name}, position ${position} of ${total}.`,
  over: (name: string, position: number, total: number) =>
    `${name} is at position ${position} of ${total}.`,
  dropped: (name: string, position: number, total: number) =>
    `${name} dropped at position ${position} of ${total}.`,
  cancelled: (name: string) => `Reordering cancelled. ${name} is back where it was.`,
  moved: (name: string, position: number, total: number) =>
    `${name} moved to position ${position} of ${total}.`,
} as const;

const UNKNOWN = "Something went wrong. Please try again.";

export const MENU_TOASTS = {
  unknownError: UNKNOWN,
  categoryAdded: (name: string) => ({ title: "Category added", description: name }),
  categoryRenamed: (name: string) => ({ title: "Category renamed", description: name }),
  stationChanged: (name: string, station: string) => ({
    title: "Station changed",
    description: `${name} prints at ${station}`,
  }),
  categoryDeleted: (name: string, deletedItems: number) => ({
    title: "Category deleted",
    description:
      deletedItems === 0 ? `Removed ${name}` : `Removed ${name} and ${items(deletedItems)}`,
  }),
  itemSaved: (name: string) => ({ title: "Item saved", description: name }),
  itemDuplicated: (name: string) => ({ title: "Item duplicated", description: `Added ${name}` }),
  itemDeleted: (name: string) => ({ title: "Item deleted", description: name }),
  availability: {
    available: (name: string) => `'${name}' is available again`,
    until_end_of_day: (name: string) => `'${name}' is unavailable until end of day`,
    until_time: (name: string, backAt: string) => `'${name}' is unavailable until ${backAt}`,
    until_turned_on: (name: string) => `'${name}' is unavailable until turned back on`,
  },
  groupSaved: (name: string) => ({ title: "Group saved", description: name }),
  groupDuplicated: (name: string) => ({ title: "Group duplicated", description: `Added ${name}` }),
  groupDeleted: (name: string) => ({ title: "Group deleted", description: name }),
  menuImported: (result: ImportResult) => ({
    title: "Menu imported",
    description: `${categories(result.categories)}, ${items(result.items)} and ${pluralize(
      result.modifierGroups,
      "modifier group",
    )}`,
  }),
  retrySent: (channel: string) => ({ title: "Sending again", description: `To ${channel}` }),
  menuPublished: (channels: string) => ({
    title: "Publishing your menu",
    description: `Sent to ${channels}. Each answer shows under Publish menu.`,
  }),
  menuExported: (fileName: string) => ({ title: "Menu exported", description: fileName }),
  notJson: (fileName: string) => ({
    title: IMPORT_TEXT.failedTitle,
    description: `${fileName} is not a JSON file. Choose a menu file exported from OrderDock.`,
  }),
  failed: {
    addCategory: "Could not add the category",
    renameCategory: "Could not rename the category",
    deleteCategory: "Could not delete the category",
    saveItem: "Could not save the item",
    duplicateItem: "Could not duplicate the item",
    deleteItem: "Could not delete the item",
    availability: "Could not change availability",
    station: "Could not change the station",
    saveGroup: "Could not save the group",
    duplicateGroup: "Could not duplicate the group",
    deleteGroup: "Could not delete the group",
    reorder: "Could not save the new order",
    import: IMPORT_TEXT.failedTitle,
    export: "Could not export the menu",
    retry: "Could not send it again",
    publish: "Could not publish the menu",
    copy: "Could not copy the menu",
  },
} as const;

export type FailedAction = keyof typeof MENU_TOASTS.failed;
