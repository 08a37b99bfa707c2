import { zodResolver } from "@hookform/resolvers/zod";
import { FolderPlus } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { toast } from "@/client/hooks/use-toast";
import { reportFormError } from "@/client/lib/form-errors";
import type { MenuCategory, MenuItem, ModifierGroup } from "@/domain/api/menu";
import { useCreateItem } from "../api/create-item";
import { useUpdateItem } from "../api/update-item";
import {
  type ItemFormOutput,
  type ItemFormValues,
  isItemField,
  itemChanges,
  itemFormDefaults,
  itemFormSchema,
} from "../item-form";
import { MENU_TEXT, MENU_TOASTS, ITEM_FORM_TEXT as TEXT } from "../menu-messages";
import { FormActions } from "./form-actions";
import { ItemFormFields } from "./item-form-fields";

export type ItemDialogProps = {
  open: boolean;
  /** The item to edit; without one the dialog adds an item. */
  item: MenuItem | null;
  /** The category a new item starts in ('Add Item' of a category section). */
  categoryId: string | null;
  categories: readonly MenuCategory[];
  groups: readonly ModifierGroup[];
  onOpenChange(open: boolean): void;
  onAddCategory(): void;
};

/** 'Add Item' and 'Edit Item'. With no category yet it says to add one first. */
export function ItemDialog({
  open,
  item,
  categoryId,
  categories,
  groups,
  onOpenChange,
  onAddCategory,
}: ItemDialogProps) {
  const hasCategories = categories.length > 0;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{item ? TEXT.editTitle : TEXT.addTitle}</DialogTitle>
        {hasCategories ? (
          <>
            <DialogDescription>{TEXT.description}</DialogDescription>
            <ItemForm
              item={item}
              categoryId={categoryId}
              categories={categories}
              groups={groups}
              onDone={() => onOpenChange(false)}
            />
          </>
        ) : (
          <>
            <DialogDescription className="text-base">
              <span className="block font-semibold text-foreground">{TEXT.noCategoryTitle}</span>
              {TEXT.noCategory}
            </DialogDescription>
            <Button className="h-11 justify-self-start" onClick={onAddCategory}>
              <FolderPlus aria-hidden />
              {MENU_TEXT.addCategory}
            </Button>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function onlyCategoryId(categories: readonly MenuCategory[]): string | null {
  return categories.length === 1 ? (categories[0]?.id ?? null) : null;
}

type ItemFormProps = Pick<ItemDialogProps, "item" | "categoryId" | "categories" | "groups"> & {
  onDone(): void;
};

function ItemForm({ item, categoryId, categories, groups, onDone }: ItemFormProps) {
  const createItem = useCreateItem();
  const updateItem = useUpdateItem();
  const form = useForm<ItemFormValues, unknown, ItemFormOutput>({
    resolver: zodResolver(itemFormSchema),
    // With one category there is nothing to choose; with more, 'Add Item' asks which.
    defaultValues: itemFormDefaults(item, categoryId ?? onlyCategoryId(categories)),
  });
  const isPending = createItem.isPending || updateItem.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    let saved: MenuItem;
    try {
      saved = item
        ? await updateItem.mutateAsync({ itemId: item.id, changes: itemChanges(item, values) })
        : await createItem.mutateAsync(values);
    } catch (error) {
      reportFormError({
        error,
        isField: isItemField,
        setFieldError: (field, message, shouldFocus) =>
          form.setError(field, { type: "server", message }, { shouldFocus }),
        failedTitle: MENU_TOASTS.failed.saveItem,
      });
      return;
    }
    toast(MENU_TOASTS.itemSaved(saved.name));
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <ItemFormFields form={form} categories={categories} groups={groups} />
      <FormActions
        submitLabel={isPending ? TEXT.saving : TEXT.save}
        cancelLabel={TEXT.cancel}
        isPending={isPending}
      />
    </form>
  );
}
