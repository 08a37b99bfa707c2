import { Controller, type UseFormReturn } from "react-hook-form";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { NativeSelect } from "@/client/components/ui/native-select";
import { Textarea } from "@/client/components/ui/textarea";
import {
  DIETARY_TAG_LABELS,
  DIETARY_TAGS,
  MENU_LIMITS,
  type MenuCategory,
  type ModifierGroup,
} from "@/domain/api/menu";
import type { ItemFormOutput, ItemFormValues } from "../item-form";
import { GROUP_TEXT, ITEM_FORM_TEXT as TEXT } from "../menu-messages";
import { CheckboxGroup } from "./checkbox-group";

const TAG_OPTIONS = DIETARY_TAGS.map((tag) => ({ value: tag, label: DIETARY_TAG_LABELS[tag] }));

export type ItemFormFieldsProps = {
  form: UseFormReturn<ItemFormValues, unknown, ItemFormOutput>;
  categories: readonly MenuCategory[];
  groups: readonly ModifierGroup[];
};

/** The fields of 'Add Item' and 'Edit Item', each with its schema message under it. */
export function ItemFormFields({ form, categories, groups }: ItemFormFieldsProps) {
  const { errors } = form.formState;
  const groupOptions = groups.map((group) => ({
    value: group.id,
    label: group.name,
    hint: GROUP_TEXT.rule(group),
  }));
  return (
    <>
      <FormField label={TEXT.category} error={errors.categoryId?.message}>
        {(control) => (
          <NativeSelect {...control} {...form.register("categoryId")}>
            <option value="" disabled>
              {TEXT.chooseCategory}
            </option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label={TEXT.name} error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="off" {...form.register("name")} />}
      </FormField>
      <FormField label={TEXT.descriptionLabel} error={errors.description?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={MENU_LIMITS.descriptionLength}
            {...form.register("description")}
          />
        )}
      </FormField>
      <FormField label={TEXT.price} error={errors.price?.message}>
        {(control) => (
          <div className="relative">
            <span
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground"
            >
              $
            </span>
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              className="pl-7"
              {...form.register("price")}
            />
          </div>
        )}
      </FormField>
      <FormField
        label={TEXT.prepMinutes}
        hint={TEXT.prepMinutesHint}
        error={errors.prepMinutes?.message}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            step="1"
            min="1"
            max={MENU_LIMITS.maxPrepMinutes}
            className="max-w-40"
            {...form.register("prepMinutes")}
          />
        )}
      </FormField>
      <FormField label={TEXT.photoUrl} hint={TEXT.photoUrlHint} error={errors.photoUrl?.message}>
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            {...form.register("photoUrl")}
          />
        )}
      </FormField>
      <Controller
        control={form.control}
        name="dietaryTags"
        render={({ field, fieldState }) => (
          <CheckboxGroup
            legend={TEXT.dietaryTags}
            options={TAG_OPTIONS}
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="modifierGroupIds"
        render={({ field, fieldState }) => (
          <CheckboxGroup
            legend={TEXT.modifierGroups}
            options={groupOptions}
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
            empty={TEXT.noModifierGroups}
            columns={1}
          />
        )}
      />
    </>
  );
}
