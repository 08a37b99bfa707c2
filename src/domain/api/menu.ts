import { z } from "zod";
import { channelResultSchema } from "../menu-sync";
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

export const nameSchema = (label: string) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(MENU_LIMITS.nameLength, `${label} can be at most ${MENU_LIMITS.nameLength} characters`);

export const menuPriceSchema = dollarsSchema.max(
  MENU_LIMITS.maxPrice,
  `Price can be at most $${MENU_LIMITS.maxPrice.toLocaleString("en-US")}`,
);

export const descriptionSchema = z
  .string()
  .trim()
  .max(
    MENU_LIMITS.descriptionLength,
    `Description can be at most ${MENU_LIMITS.descriptionLength} characters`,
  );

/** An https (or http) address of a picture, or nothing. */
export const photoUrlSchema = z
  .string()
  .trim()
  .max(MENU_LIMITS.urlLength, "Photo URL is too long")
  .refine((value) => value === "" || /^https?:\/\/[^\s]+$/i.test(value), {
    message: "Photo URL must start with https:// or http://",
  })
  .transform((value) => (value === "" ? null : value));

export const dietaryTagsSchema = z
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
  /** The station whose printers get its items: "kitchen" unless routed elsewhere. */
  station: z.string(),
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

export const categoryInputSchema = z.object({ name: nameSchema("Category name") });
export type CategoryInput = z.infer<typeof categoryInputSchema>;

/** An item's fields as they are checked, before any default. */
const itemFields = {
  categoryId: z.uuid("Choose a category"),
  name: nameSchema("Item name"),
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
  name: nameSchema("Option name"),
  price: menuPriceSchema.default(0),
});

export const selectionCountSchema = z
  .int("Selections must be a whole number")
  .min(0, "Selections cannot be negative")
  .max(MENU_LIMITS.optionsPerGroup, "Too many selections");

export const modifierGroupInputSchema = z
  .object({
    name: nameSchema("Group name"),
    isRequired: z.boolean(),
    minSelections: selectionCountSchema,
    maxSelections: selectionCountSchema.min(1, "Allow at least one selection"),
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

/** Ids in paths: anything that is not one of the restaurant's answers 404. */
export const idParamsSchema = z.object({ id: z.string() });
export const optionParamsSchema = z.object({ id: z.string(), optionId: z.string().max(100) });
