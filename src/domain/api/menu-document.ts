import { z } from "zod";
import {
  descriptionSchema,
  dietaryTagsSchema,
  MENU_LIMITS,
  menuPriceSchema,
  nameSchema,
  photoUrlSchema,
  selectionCountSchema,
} from "./menu";

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
          name: nameSchema("Group name"),
          isRequired: z.boolean("isRequired must be true or false"),
          minSelections: selectionCountSchema,
          maxSelections: selectionCountSchema.min(1, "Allow at least one selection"),
          options: z
            .array(z.object({ name: nameSchema("Option name"), price: menuPriceSchema.default(0) }))
            .min(1, "Add at least one option")
            .max(MENU_LIMITS.optionsPerGroup, `At most ${MENU_LIMITS.optionsPerGroup} options`),
        }),
      )
      .max(MENU_LIMITS.modifierGroups, `At most ${MENU_LIMITS.modifierGroups} modifier groups`)
      .default([]),
    categories: z
      .array(
        z.object({
          name: nameSchema("Category name"),
          items: z
            .array(
              z.object({
                name: nameSchema("Item name"),
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
