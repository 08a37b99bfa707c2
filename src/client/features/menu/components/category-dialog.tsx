import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { toast } from "@/client/hooks/use-toast";
import { reportFormError } from "@/client/lib/form-errors";
import { type CategoryInput, categoryInputSchema, type MenuCategory } from "@/domain/api/menu";
import { useCreateCategory } from "../api/create-category";
import { useRenameCategory } from "../api/rename-category";
import { MENU_TOASTS, CATEGORY_TEXT as TEXT } from "../menu-messages";
import { FormActions } from "./form-actions";

export type CategoryDialogProps = {
  open: boolean;
  /** The category to rename; without one the dialog adds a new category. */
  category: MenuCategory | null;
  onOpenChange(open: boolean): void;
};

/** 'Add Category' and 'Rename'. */
export function CategoryDialog({ open, category, onOpenChange }: CategoryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{category ? TEXT.renameTitle : TEXT.addTitle}</DialogTitle>
        <DialogDescription>
          {category ? TEXT.renameDescription(category.name) : TEXT.addDescription}
        </DialogDescription>
        {/* Inside the content, so every opening starts from the category as it is. */}
        <CategoryForm category={category} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

const isField = (path: string): path is "name" => path === "name";

function CategoryForm({ category, onDone }: { category: MenuCategory | null; onDone(): void }) {
  const createCategory = useCreateCategory();
  const renameCategory = useRenameCategory();
  const form = useForm<CategoryInput>({
    resolver: zodResolver(categoryInputSchema),
    defaultValues: { name: category?.name ?? "" },
  });
  const isPending = createCategory.isPending || renameCategory.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (category) {
        const saved = await renameCategory.mutateAsync({
          categoryId: category.id,
          changes: values,
        });
        toast(MENU_TOASTS.categoryRenamed(saved.name));
      } else {
        const saved = await createCategory.mutateAsync(values);
        toast(MENU_TOASTS.categoryAdded(saved.name));
      }
    } catch (error) {
      reportFormError({
        error,
        isField,
        setFieldError: (field, message, shouldFocus) =>
          form.setError(field, { type: "server", message }, { shouldFocus }),
        failedTitle: category ? MENU_TOASTS.failed.renameCategory : MENU_TOASTS.failed.addCategory,
      });
      return;
    }
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label={TEXT.nameLabel} error={form.formState.errors.name?.message}>
        {(control) => <Input {...control} autoComplete="off" {...form.register("name")} />}
      </FormField>
      <FormActions
        submitLabel={
          category ? (isPending ? TEXT.saving : TEXT.save) : isPending ? TEXT.adding : TEXT.add
        }
        cancelLabel={TEXT.cancel}
        isPending={isPending}
      />
    </form>
  );
}
