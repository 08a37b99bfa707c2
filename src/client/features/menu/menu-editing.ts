import { createContext, useContext } from "react";

/**
 * Whether the person may change the menu (docs/permissions.md, `menu.edit`). Staff see the
 * menu and 86 and return items and options; the buttons that add, edit, move, delete,
 * import, export or publish are not shown to them. Given once by the Menu Manager page.
 */
export const MenuEditingContext = createContext(true);

export function useMayEditMenu(): boolean {
  return useContext(MenuEditingContext);
}
