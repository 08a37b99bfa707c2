import { toast } from "@/client/hooks/use-toast";
import { toastFailure } from "@/client/lib/form-errors";
import type { MenuCategory, MenuItem, ModifierGroup, ModifierOption } from "@/domain/api/menu";
import type { AvailabilityInput } from "@/domain/api/menu-availability";
import { useDeleteCategory } from "../api/delete-category";
import { useDeleteItem } from "../api/delete-item";
import { useDeleteModifierGroup } from "../api/delete-modifier-group";
import { useDuplicateItem } from "../api/duplicate-item";
import { useDuplicateModifierGroup } from "../api/duplicate-modifier-group";
import { useSetItemAvailability } from "../api/set-item-availability";
import { useSetOptionAvailability } from "../api/set-option-availability";
import { formatClockTime } from "../menu-format";
import { type FailedAction, MENU_TOASTS } from "../menu-messages";

export type MenuActions = {
  duplicateItem(item: MenuItem): Promise<void>;
  setAvailability(item: MenuItem, change: AvailabilityInput): Promise<void>;
  setOptionAvailability(
    group: ModifierGroup,
    option: ModifierOption,
    change: AvailabilityInput,
  ): Promise<void>;
  deleteItem(item: MenuItem): Promise<void>;
  deleteCategory(category: MenuCategory): Promise<void>;
  duplicateGroup(group: ModifierGroup): Promise<void>;
  deleteGroup(group: ModifierGroup): Promise<void>;
};

/** Runs a change and tells how it went: a toast for every change. */
async function withToasts<T>(
  run: () => Promise<T>,
  failed: FailedAction,
  done: (result: T) => Parameters<typeof toast>[0],
): Promise<void> {
  let result: T;
  try {
    result = await run();
  } catch (error) {
    toastFailure(MENU_TOASTS.failed[failed], error);
    return;
  }
  toast(done(result));
}

/** "'Fries' is unavailable until 5:30 PM": the time as chosen, on the restaurant's clock. */
function availabilityToast(name: string, change: AvailabilityInput) {
  const { availability, untilTime } = change;
  if (availability === "until_time") {
    return { title: MENU_TOASTS.availability.until_time(name, formatClockTime(untilTime ?? "")) };
  }
  return { title: MENU_TOASTS.availability[availability](name) };
}

/** The one-tap changes of the Menu Manager; the forms have their own dialogs. */
export function useMenuActions(): MenuActions {
  const duplicateItem = useDuplicateItem();
  const setAvailability = useSetItemAvailability();
  const setOptionAvailability = useSetOptionAvailability();
  const deleteItem = useDeleteItem();
  const deleteCategory = useDeleteCategory();
  const duplicateGroup = useDuplicateModifierGroup();
  const deleteGroup = useDeleteModifierGroup();

  return {
    duplicateItem: (item) =>
      withToasts(
        () => duplicateItem.mutateAsync(item.id),
        "duplicateItem",
        (copy) => MENU_TOASTS.itemDuplicated(copy.name),
      ),
    setAvailability: (item, change) =>
      withToasts(
        () => setAvailability.mutateAsync({ itemId: item.id, change }),
        "availability",
        (saved) => availabilityToast(saved.name, change),
      ),
    setOptionAvailability: (group, option, change) =>
      withToasts(
        () => setOptionAvailability.mutateAsync({ groupId: group.id, optionId: option.id, change }),
        "availability",
        () => availabilityToast(option.name, change),
      ),
    deleteItem: (item) =>
      withToasts(
        () => deleteItem.mutateAsync(item.id),
        "deleteItem",
        () => MENU_TOASTS.itemDeleted(item.name),
      ),
    deleteCategory: (category) =>
      withToasts(
        () => deleteCategory.mutateAsync(category.id),
        "deleteCategory",
        ({ deletedItems }) => MENU_TOASTS.categoryDeleted(category.name, deletedItems),
      ),
    duplicateGroup: (group) =>
      withToasts(
        () => duplicateGroup.mutateAsync(group.id),
        "duplicateGroup",
        (copy) => MENU_TOASTS.groupDuplicated(copy.name),
      ),
    deleteGroup: (group) =>
      withToasts(
        () => deleteGroup.mutateAsync(group.id),
        "deleteGroup",
        () => MENU_TOASTS.groupDeleted(group.name),
      ),
  };
}
