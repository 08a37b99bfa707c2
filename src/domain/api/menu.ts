import { z } from "zod";
import { nextLocalMidnight, nextLocalTime } from "../local-midnight";
import { channelResultSchema } from "../menu-sync";
import { CLOCK_TIME } from "../opening-hours";
import { dollarsSchema } from "./order-json";

/**
 * The Menu Manager's calls, shared by its screens and the server. Money travels
 * as dollars with at most two decimals, like orders; the server keeps cents.
 */

export const MENU_LIMITS = {
  categories: 50,
  itemsPerCategory: 200,
  items: 1000,
  modifierGroups: 100,
  optionsPerGroup: 50,
  modifierGroupsPerItem: 20,
  nameLength: 100,
  descriptionLength: 500,
  urlLength: 2000,
  maxPrice: 10_000,
  /** Minutes of kitchen work one item takes, for the kitchen's load. */
  maxPrepMinutes: 120,
} as const;

const PREP_MINUTES_MESSAGE = `Preparation minutes must be a whole number from 1 to ${MENU_LIMITS.maxPrepMinutes}`;

export const DIETARY_TAGS = [
  "vegetarian",
  "vegan",
  "gluten_free",
  "dairy_free",
  "nut_free",
  "spicy",
  "halal",
  "kosher",
] as const;
export type DietaryTag = (typeof DIETARY_TAGS)[number];

export const DIETARY_TAG_LABELS: Record<DietaryTag, string> = {
  vegetarian: "Vegetarian",
  vegan: "Vegan",
  gluten_free: "Gluten-free",
  dairy_free: "Dairy-free",
  nut_free: "Nut-free",
  spicy: "Spicy",
  halal: "Halal",
  kosher: "Kosher",
};

/**
 * '86' an item or an option: "until end of day" comes back by itself at the restaurant's
 * next local midnight, "until a time" at the next time its clock shows that time, and
 * "until turned back on" waits for staff.
 */
export const AVAILABILITY_CHOICES = [
  "available",
  "until_end_of_day",
  "until_time",
  "until_turned_on",
] as const;
export type AvailabilityChoice = (typeof AVAILABILITY_CHOICES)[number];

/** The choices that end by themselves, and so carry the moment they end. */
export const TIMED_AVAILABILITY: readonly AvailabilityChoice[] = ["until_end_of_day", "until_time"];

const name = (label: string) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(MENU_LIMITS.nameLength, `${label} can be at most ${MENU_LIMITS.nameLength} characters`);

export const menuPriceSchema = dollarsSchema.max(
  MENU_LIMITS.maxPrice,
  `Price can be at most $${MENU_LIMITS.maxPrice.toLocaleString("en-US")}`,
);

const descriptionSchema = z
  .string()
  .trim()
  .max(
    MENU_LIMITS.descriptionLength,
    `Description can be at most ${MENU_LIMITS.descriptionLength} characters`,
  );

/** An https (or http) address of a picture, or nothing. */
const photoUrlSchema = z
  .string()
  .trim()
  .max(MENU_LIMITS.urlLength, "Photo URL is too long")
  .refine((value) => value === "" || /^https?:\/\/[^\s]+$/i.test(value), {
    message: "Photo URL must start with https:// or http://",
  })
  .transform((value) => (value === "" ? null : value));

const dietaryTagsSchema = z
  .array(z.enum(DIETARY_TAGS, "Unknown dietary tag"))
  .max(DIETARY_TAGS.length)
  .transform((tags) => [...new Set(tags)]);

// ---------------------------------------------------------------------------------------
// What GET /api/menu answers.

/** Whether an item or option can be ordered, and until when it cannot. */
const availabilityFields = {
  /** What staff chose, and until when a timed 86 lasts. */
  availability: z.enum(AVAILABILITY_CHOICES),
  unavailableUntil: z.string().nullable(),
  /** Whether it can be ordered right now. */
  isAvailable: z.boolean(),
  /**
   * What each connected marketplace answered to the latest 86 or return, while the item is
   * 86'd or a marketplace refused to bring it back; empty otherwise.
   */
  channels: z.array(channelResultSchema),
};

export const modifierOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  ...availabilityFields,
});
export type ModifierOption = z.infer<typeof modifierOptionSchema>;

export const modifierGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  isRequired: z.boolean(),
  minSelections: z.number().int(),
  maxSelections: z.number().int(),
  options: z.array(modifierOptionSchema),
  /** How many items use the group. */
  itemCount: z.number().int(),
});
export type ModifierGroup = z.infer<typeof modifierGroupSchema>;

export const menuItemSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  photoUrl: z.string().nullable(),
  dietaryTags: z.array(z.enum(DIETARY_TAGS)),
  modifierGroupIds: z.array(z.string()),
  /** Minutes of kitchen work one of it takes; null: the restaurant's default per item. */
  prepMinutes: z.number().int().nullable(),
  ...availabilityFields,
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  items: z.array(menuItemSchema),
});
export type MenuCategory = z.infer<typeof menuCategorySchema>;

export const menuSchema = z.object({
  categories: z.array(menuCategorySchema),
  modifierGroups: z.array(modifierGroupSchema),
  /** The restaurant's timezone: "end of day" means its midnight. */
  timezone: z.string(),
});
export type Menu = z.infer<typeof menuSchema>;

// ---------------------------------------------------------------------------------------
// Inputs.

export const categoryInputSchema = z.object({ name: name("Category name") });
export type CategoryInput = z.infer<typeof categoryInputSchema>;

/** An item's fields as they are checked, before any default. */
const itemFields = {
  categoryId: z.uuid("Choose a category"),
  name: name("Item name"),
  description: descriptionSchema,
  price: menuPriceSchema,
  photoUrl: photoUrlSchema.nullable(),
  dietaryTags: dietaryTagsSchema,
  modifierGroupIds: z
    .array(z.uuid("Unknown modifier group"))
    .max(MENU_LIMITS.modifierGroupsPerItem, "Too many modifier groups"),
  prepMinutes: z
    .int(PREP_MINUTES_MESSAGE)
    .min(1, PREP_MINUTES_MESSAGE)
    .max(MENU_LIMITS.maxPrepMinutes, PREP_MINUTES_MESSAGE)
    .nullable(),
};

/** A new item: what is left out takes its default (no description, photo, tags or groups). */
export const itemInputSchema = z.object({
  ...itemFields,
  description: itemFields.description.default(""),
  photoUrl: itemFields.photoUrl.default(null),
  dietaryTags: itemFields.dietaryTags.default([]),
  modifierGroupIds: itemFields.modifierGroupIds.default([]),
  prepMinutes: itemFields.prepMinutes.default(null),
});
export type ItemInput = z.input<typeof itemInputSchema>;
export type ItemValues = z.output<typeof itemInputSchema>;

/**
 * Editing an item: any of its fields, and only those; a field left out keeps its value (no
 * default fills it in). A new category puts it last there.
 */
export const itemUpdateSchema = z.object(itemFields).partial();
export type ItemUpdate = z.input<typeof itemUpdateSchema>;
export type ItemUpdateValues = z.output<typeof itemUpdateSchema>;

export const modifierOptionInputSchema = z.object({
  /** An existing option keeps its id; a new one gets one. */
  id: z.uuid().optional(),
  name: name("Option name"),
  price: menuPriceSchema.default(0),
});

const selectionCount = z
  .int("Selections must be a whole number")
  .min(0, "Selections cannot be negative")
  .max(MENU_LIMITS.optionsPerGroup, "Too many selections");

export const modifierGroupInputSchema = z
  .object({
    name: name("Group name"),
    isRequired: z.boolean(),
    minSelections: selectionCount,
    maxSelections: selectionCount.min(1, "Allow at least one selection"),
    options: z
      .array(modifierOptionInputSchema)
      .min(1, "Add at least one option")
      .max(MENU_LIMITS.optionsPerGroup, `At most ${MENU_LIMITS.optionsPerGroup} options`),
  })
  .superRefine((group, context) => {
    if (group.isRequired && group.minSelections < 1) {
      context.addIssue({
        code: "custom",
        path: ["minSelections"],
        message: "A required group needs at least one selection",
      });
    }
    if (!group.isRequired && group.minSelections !== 0) {
      context.addIssue({
        code: "custom",
        path: ["minSelections"],
        message: "An optional group has no minimum",
      });
    }
    if (group.minSelections > group.maxSelections) {
      context.addIssue({
        code: "custom",
        path: ["maxSelections"],
        message: "Maximum must be at least the minimum",
      });
    }
    if (group.maxSelections > group.options.length) {
      context.addIssue({
        code: "custom",
        path: ["maxSelections"],
        message: "Maximum cannot exceed the number of options",
      });
    }
  });
export type ModifierGroupInput = z.input<typeof modifierGroupInputSchema>;
export type ModifierGroupValues = z.output<typeof modifierGroupInputSchema>;

export const reorderInputSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(MENU_LIMITS.items),
});
export type ReorderInput = z.infer<typeof reorderInputSchema>;

export const availabilityInputSchema = z
  .object({
    availability: z.enum(
      AVAILABILITY_CHOICES,
      "Choose available, until end of day, until a time or until turned back on",
    ),
    /** "Until a time": the time on the restaurant's clock ("17:30"), today or else tomorrow. */
    untilTime: z
      .string()
      .regex(CLOCK_TIME, "Times are on a 24-hour clock, e.g. 09:00 or 22:30")
      .optional(),
  })
  .superRefine((input, context) => {
    if (input.availability === "until_time" && input.untilTime === undefined) {
      context.addIssue({
        code: "custom",
        path: ["untilTime"],
        message: "Choose the time it comes back",
      });
    }
  });
export type AvailabilityInput = z.infer<typeof availabilityInputSchema>;

/** Ids in paths: anything that is not one of the restaurant's answers 404. */
export const idParamsSchema = z.object({ id: z.string() });
export const optionParamsSchema = z.object({ id: z.string(), optionId: z.string().max(100) });

// ---------------------------------------------------------------------------------------
// Export and import: the whole menu as one JSON document, by names rather than ids, so it
// moves between restaurants. An import is checked as a whole; nothing changes unless all
// of it is right.

export const MENU_DOCUMENT_FORMAT = "orderdock-menu";
export const MENU_DOCUMENT_VERSION = 1;

export const menuDocumentSchema = z
  .object({
    format: z.literal(MENU_DOCUMENT_FORMAT, `format must be "${MENU_DOCUMENT_FORMAT}"`),
    version: z.literal(MENU_DOCUMENT_VERSION, `version must be ${MENU_DOCUMENT_VERSION}`),
    exportedAt: z.string().optional(),
    modifierGroups: z
      .array(
        z.object({
          name: name("Group name"),
          isRequired: z.boolean("isRequired must be true or false"),
          minSelections: selectionCount,
          maxSelections: selectionCount.min(1, "Allow at least one selection"),
          options: z
            .array(z.object({ name: name("Option name"), price: menuPriceSchema.default(0) }))
            .min(1, "Add at least one option")
            .max(MENU_LIMITS.optionsPerGroup, `At most ${MENU_LIMITS.optionsPerGroup} options`),
        }),
      )
      .max(MENU_LIMITS.modifierGroups, `At most ${MENU_LIMITS.modifierGroups} modifier groups`)
      .default([]),
    categories: z
      .array(
        z.object({
          name: name("Category name"),
          items: z
            .array(
              z.object({
                name: name("Item name"),
                description: descriptionSchema.default(""),
                price: menuPriceSchema,
                photoUrl: photoUrlSchema.nullable().default(null),
                dietaryTags: dietaryTagsSchema.default([]),
                available: z.boolean("available must be true or false").default(true),
                /** Names of groups in this document's `modifierGroups`. */
                modifierGroups: z
                  .array(z.string())
                  .max(MENU_LIMITS.modifierGroupsPerItem, "Too many modifier groups")
                  .default([]),
              }),
            )
            .max(MENU_LIMITS.itemsPerCategory, `At most ${MENU_LIMITS.itemsPerCategory} items`)
            .default([]),
        }),
      )
      .max(MENU_LIMITS.categories, `At most ${MENU_LIMITS.categories} categories`),
  })
  .superRefine((document, context) => {
    const groupNames = new Set<string>();
    for (const [index, group] of document.modifierGroups.entries()) {
      const key = group.name.toLowerCase();
      if (groupNames.has(key)) {
        context.addIssue({
          code: "custom",
          path: ["modifierGroups", index, "name"],
          message: `Another modifier group is already named "${group.name}"`,
        });
      }
      groupNames.add(key);
    }
    let itemCount = 0;
    for (const [categoryIndex, category] of document.categories.entries()) {
      for (const [itemIndex, item] of category.items.entries()) {
        itemCount += 1;
        for (const [groupIndex, groupName] of item.modifierGroups.entries()) {
          if (groupNames.has(groupName.trim().toLowerCase())) continue;
          context.addIssue({
            code: "custom",
            path: ["categories", categoryIndex, "items", itemIndex, "modifierGroups", groupIndex],
            message: `No modifier group named "${groupName}" in this file`,
          });
        }
      }
    }
    if (itemCount > MENU_LIMITS.items) {
      context.addIssue({
        code: "custom",
        path: ["categories"],
        message: `A menu can hold at most ${MENU_LIMITS.items} items`,
      });
    }
  });
export type MenuDocument = z.infer<typeof menuDocumentSchema>;
export type MenuDocumentInput = z.input<typeof menuDocumentSchema>;

export const importResultSchema = z.object({
  categories: z.number().int(),
  items: z.number().int(),
  modifierGroups: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/**
 * When an 86 chosen now ends by itself: the restaurant's next midnight, the next time its
 * clock shows the time chosen, or never (null).
 */
export function availabilityEnd(
  input: AvailabilityInput,
  now: Date,
  timeZone: string,
): Date | null {
  if (input.availability === "until_end_of_day") return nextLocalMidnight(now, timeZone);
  if (input.availability === "until_time" && input.untilTime) {
    return nextLocalTime(now, input.untilTime, timeZone);
  }
  return null;
}
