import { useState } from "react";
import type { MenuCategory, MenuItem, ModifierGroup } from "@/domain/api/menu";
import { useReturnFocus } from "./use-return-focus";

/** The one dialog the Menu Manager has open, with what it is about. */
export type MenuDialog =
  | { kind: "add-category" }
  | { kind: "rename-category"; category: MenuCategory }
  | { kind: "delete-category"; category: MenuCategory }
  | { kind: "add-item"; categoryId: string | null }
  | { kind: "edit-item"; item: MenuItem }
  | { kind: "delete-item"; item: MenuItem }
  | { kind: "add-group" }
  | { kind: "edit-group"; group: ModifierGroup }
  | { kind: "delete-group"; group: ModifierGroup }
  | { kind: "publish" }
  | { kind: "copy-menu" };

export type MenuDialogKind = MenuDialog["kind"];

export type MenuDialogState = {
  dialog: MenuDialog | null;
  open(dialog: MenuDialog): void;
  close(): void;
  /** The open dialog when it is of this kind, else null. */
  get<K extends MenuDialogKind>(kind: K): Extract<MenuDialog, { kind: K }> | null;
};

export function useMenuDialog(): MenuDialogState {
  const [dialog, setDialog] = useState<MenuDialog | null>(null);
  const focus = useReturnFocus();
  return {
    dialog,
    open: (next) => {
      // One dialog leading to another (Add Item → Add Category) returns to the first opener.
      if (dialog === null) focus.remember();
      setDialog(next);
    },
    close: () => {
      setDialog(null);
      focus.restore();
    },
    get: <K extends MenuDialogKind>(kind: K) =>
      dialog?.kind === kind ? (dialog as Extract<MenuDialog, { kind: K }>) : null,
  };
}
