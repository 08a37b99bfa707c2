import { z } from "zod";
import {
  type ItemUpdate,
  itemInputSchema,
  type MenuItem,
  menuPriceSchema,
} from "@/domain/api/menu";
import { ITEM_FORM_TEXT } from "./menu-messages";

/**
 * The item form checks with the shared itemInputSchema and its messages; only the price
 * and the preparation minutes differ, as they are typed as text (an empty price is "Enter a
 * price", not a type error; empty minutes mean the default from Settings: null).
 */
export const itemFormSchema = itemInputSchema.extend({
  price: z
    .string()
    .trim()
    .min(1, ITEM_FORM_TEXT.priceRequired)
    .transform(Number)
    .pipe(menuPriceSchema),
  prepMinutes: z
    .string()
    .trim()
    .transform((value) => (value === "" ? null : Number(value)))
    .pipe(itemInputSchema.shape.prepMinutes.unwrap()),
});
export type ItemFormValues = z.input<typeof itemFormSchema>;
export type ItemFormOutput = z.output<typeof itemFormSchema>;

export const ITEM_FIELDS = [
  "categoryId",
  "name",
  "description",
  "price",
  "photoUrl",
  "dietaryTags",
  "modifierGroupIds",
  "prepMinutes",
] as const;
export type ItemField = (typeof ITEM_FIELDS)[number];

export const isItemField = (path: string): path is ItemField =>
  (ITEM_FIELDS as readonly string[]).includes(path);

export function itemFormDefaults(item: MenuItem | null, categoryId: string | null): ItemFormValues {
  return {
    categoryId: item?.categoryId ?? categoryId ?? "",
    name: item?.name ?? "",
    description: item?.description ?? "",
    price: item ? item.price.toFixed(2) : "",
    photoUrl: item?.photoUrl ?? "",
    dietaryTags: item?.dietaryTags ?? [],
    modifierGroupIds: item?.modifierGroupIds ?? [],
    prepMinutes: item?.prepMinutes?.toString() ?? "",
  };
}

/** An edit sends the category only when it changes: a category sent again would move it last. */
export function itemChanges(item: MenuItem, values: ItemFormOutput): ItemUpdate {
  const { categoryId, ...rest } = values;
  return categoryId === item.categoryId ? rest : values;
}
