import { z } from "zod";
import { type ModifierGroup, modifierGroupInputSchema } from "@/domain/api/menu";

/**
 * The group form holds what is typed (numbers as text); it is turned into a group and
 * checked with the shared modifierGroupInputSchema, so its messages are the server's. An
 * empty option price means free.
 */
const groupFormFieldsSchema = z.object({
  name: z.string(),
  isRequired: z.boolean(),
  minSelections: z.string(),
  maxSelections: z.string(),
  options: z.array(z.object({ id: z.string().optional(), name: z.string(), price: z.string() })),
});

const count = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

export const groupFormSchema = groupFormFieldsSchema
  .transform((values) => ({
    ...values,
    // An optional group has no minimum (the box is disabled and shows 0).
    minSelections: values.isRequired ? count(values.minSelections) : 0,
    maxSelections: count(values.maxSelections),
    options: values.options.map(({ id, name, price }) => ({
      ...(id ? { id } : {}),
      name,
      ...(price.trim() === "" ? {} : { price: Number(price) }),
    })),
  }))
  .pipe(modifierGroupInputSchema);

export type GroupFormValues = z.input<typeof groupFormSchema>;
export type GroupFormOutput = z.output<typeof groupFormSchema>;

export const EMPTY_OPTION = { name: "", price: "" } as const;

/** A new group starts as the most common kind: required, choose exactly one. */
export function groupFormDefaults(group: ModifierGroup | null): GroupFormValues {
  if (!group) {
    return {
      name: "",
      isRequired: true,
      minSelections: "1",
      maxSelections: "1",
      options: [{ ...EMPTY_OPTION }],
    };
  }
  return {
    name: group.name,
    isRequired: group.isRequired,
    minSelections: String(group.minSelections),
    maxSelections: String(group.maxSelections),
    options: group.options.map(({ id, name, price }) => ({ id, name, price: price.toFixed(2) })),
  };
}

const TOP_FIELDS = ["name", "isRequired", "minSelections", "maxSelections", "options"] as const;
const OPTION_FIELD = /^options\.\d+\.(name|price)$/;

export type GroupField =
  | (typeof TOP_FIELDS)[number]
  | `options.${number}.name`
  | `options.${number}.price`;

export const isGroupField = (path: string): path is GroupField =>
  (TOP_FIELDS as readonly string[]).includes(path) || OPTION_FIELD.test(path);
