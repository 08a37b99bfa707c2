import { ConfirmDialog } from "@/client/components/ui/alert-dialog";
import type { Menu } from "@/domain/api/menu";
import type { MenuActions } from "../hooks/use-menu-actions";
import type { MenuDialogState } from "../hooks/use-menu-dialog";
import { CATEGORY_TEXT, GROUP_TEXT, ITEM_TEXT } from "../menu-messages";
import { CategoryDialog } from "./category-dialog";
import { GroupDialog } from "./group-dialog";
import { ItemDialog } from "./item-dialog";

export type MenuDialogsProps = { state: MenuDialogState; menu: Menu; actions: MenuActions };

/** Every dialog of the Menu Manager; `state` says which one is open. */
export function MenuDialogs({ state, menu, actions }: MenuDialogsProps) {
  const closeOnDismiss = (open: boolean) => {
    if (!open) state.close();
  };
  const renaming = state.get("rename-category");
  const addingItem = state.get("add-item");
  const editingItem = state.get("edit-item");
  const editingGroup = state.get("edit-group");
  const deletingCategory = state.get("delete-category")?.category;
  const deletingItem = state.get("delete-item")?.item;
  const deletingGroup = state.get("delete-group")?.group;

  return (
    <>
      <CategoryDialog
        open={state.get("add-category") !== null || renaming !== null}
        category={renaming?.category ?? null}
        onOpenChange={closeOnDismiss}
      />
      <ItemDialog
        open={addingItem !== null || editingItem !== null}
        item={editingItem?.item ?? null}
        categoryId={addingItem?.categoryId ?? null}
        categories={menu.categories}
        groups={menu.modifierGroups}
        onOpenChange={closeOnDismiss}
        onAddCategory={() => state.open({ kind: "add-category" })}
      />
      <GroupDialog
        open={state.get("add-group") !== null || editingGroup !== null}
        group={editingGroup?.group ?? null}
        onOpenChange={closeOnDismiss}
      />
      <ConfirmDialog
        open={deletingCategory !== undefined}
        onOpenChange={closeOnDismiss}
        title={CATEGORY_TEXT.deleteTitle(deletingCategory?.name ?? "")}
        description={CATEGORY_TEXT.deleteDescription(deletingCategory?.items.length ?? 0)}
        confirmLabel={CATEGORY_TEXT.deleteConfirm}
        onConfirm={() => deletingCategory && void actions.deleteCategory(deletingCategory)}
      />
      <ConfirmDialog
        open={deletingItem !== undefined}
        onOpenChange={closeOnDismiss}
        title={ITEM_TEXT.deleteTitle(deletingItem?.name ?? "")}
        description={ITEM_TEXT.deleteDescription}
        confirmLabel={ITEM_TEXT.deleteConfirm}
        onConfirm={() => deletingItem && void actions.deleteItem(deletingItem)}
      />
      <ConfirmDialog
        open={deletingGroup !== undefined}
        onOpenChange={closeOnDismiss}
        title={GROUP_TEXT.deleteTitle(deletingGroup?.name ?? "")}
        description={GROUP_TEXT.deleteDescription(deletingGroup?.itemCount ?? 0)}
        confirmLabel={GROUP_TEXT.deleteConfirm}
        onConfirm={() => deletingGroup && void actions.deleteGroup(deletingGroup)}
      />
    </>
  );
}
