import type { CategoryHandlers } from "./components/category-section";
import type { ItemHandlers } from "./components/item-row";
import type { GroupHandlers } from "./components/modifier-group-card";
import type { MenuActions } from "./hooks/use-menu-actions";
import type { MenuDialogState } from "./hooks/use-menu-dialog";
import type { MenuReorder } from "./hooks/use-menu-reorder";

export type MenuHandlers = { item: ItemHandlers; category: CategoryHandlers; group: GroupHandlers };

export type MenuHandlersOptions = {
  dialog: MenuDialogState;
  actions: MenuActions;
  reorder: MenuReorder;
};

/**
 * What each button of a row does: a question or a form opens a dialog, the rest happens at
 * once. A move from a menu entry is announced; a drag announces itself.
 */
export function menuHandlers({ dialog, actions, reorder }: MenuHandlersOptions): MenuHandlers {
  return {
    item: {
      onEdit: (item) => dialog.open({ kind: "edit-item", item }),
      onDuplicate: (item) => void actions.duplicateItem(item),
      onDelete: (item) => dialog.open({ kind: "delete-item", item }),
      onAvailability: (item, change) => void actions.setAvailability(item, change),
      onMove: (item, toIndex, via) =>
        reorder.moveItem(item.categoryId, item.id, toIndex, via === "menu"),
    },
    category: {
      onAddItem: (category) => dialog.open({ kind: "add-item", categoryId: category.id }),
      onRename: (category) => dialog.open({ kind: "rename-category", category }),
      onDelete: (category) => dialog.open({ kind: "delete-category", category }),
      onMove: (category, toIndex, via) =>
        reorder.moveCategory(category.id, toIndex, via === "menu"),
    },
    group: {
      onAdd: () => dialog.open({ kind: "add-group" }),
      onEdit: (group) => dialog.open({ kind: "edit-group", group }),
      onDuplicate: (group) => void actions.duplicateGroup(group),
      onDelete: (group) => dialog.open({ kind: "delete-group", group }),
      onOptionAvailability: (group, option, change) =>
        void actions.setOptionAvailability(group, option, change),
    },
  };
}
