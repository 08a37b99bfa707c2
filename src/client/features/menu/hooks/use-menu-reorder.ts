import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { toastFailure } from "@/client/lib/form-errors";
import { MENU_KEY } from "@/client/lib/menu-query-key";
import type { Menu } from "@/domain/api/menu";
import { useReorderCategories } from "../api/reorder-categories";
import { useReorderItems } from "../api/reorder-items";
import { moveId } from "../menu-cache";
import { DRAG_TEXT, MENU_TOASTS } from "../menu-messages";

export type MenuReorder = {
  /** `announce`: say where it went (a drag is announced by the drag's own live region). */
  moveCategory(categoryId: string, toIndex: number, announce?: boolean): void;
  moveItem(categoryId: string, itemId: string, toIndex: number, announce?: boolean): void;
  /** What the last Move up / Move down did, for a polite live region. */
  announcement: string;
};

/**
 * Moves by drag, keyboard or the Move up / Move down entries. Each starts from the menu as
 * cached right now, so quick moves in a row build on one another rather than on the render.
 */
export function useMenuReorder(): MenuReorder {
  const queryClient = useQueryClient();
  const reorderCategories = useReorderCategories();
  const reorderItems = useReorderItems();
  const [announcement, setAnnouncement] = useState("");
  const { mutateAsync: sendCategories } = reorderCategories;
  const { mutateAsync: sendItems } = reorderItems;

  const moveCategory = useCallback(
    (categoryId: string, toIndex: number, announce = false) => {
      const categories = queryClient.getQueryData<Menu>(MENU_KEY)?.categories ?? [];
      const current = categories.map(({ id }) => id);
      const ids = moveId(current, categoryId, toIndex);
      if (ids.every((id, index) => id === current[index])) return;
      const name = categories.find(({ id }) => id === categoryId)?.name ?? "";
      if (announce) setAnnouncement(DRAG_TEXT.moved(name, ids.indexOf(categoryId) + 1, ids.length));
      // Each call's own promise: a failure is told even when later moves follow it.
      sendCategories(ids).catch((error: unknown) =>
        toastFailure(MENU_TOASTS.failed.reorder, error),
      );
    },
    [queryClient, sendCategories],
  );

  const moveItem = useCallback(
    (categoryId: string, itemId: string, toIndex: number, announce = false) => {
      const menu = queryClient.getQueryData<Menu>(MENU_KEY);
      const items = menu?.categories.find(({ id }) => id === categoryId)?.items ?? [];
      const current = items.map(({ id }) => id);
      const ids = moveId(current, itemId, toIndex);
      if (ids.every((id, index) => id === current[index])) return;
      const name = items.find(({ id }) => id === itemId)?.name ?? "";
      if (announce) setAnnouncement(DRAG_TEXT.moved(name, ids.indexOf(itemId) + 1, ids.length));
      sendItems({ categoryId, ids }).catch((error: unknown) =>
        toastFailure(MENU_TOASTS.failed.reorder, error),
      );
    },
    [queryClient, sendItems],
  );

  return { moveCategory, moveItem, announcement };
}
