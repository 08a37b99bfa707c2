import { useCallback, useRef } from "react";

/**
 * Where focus came from when a dialog opened: the menu button when it was opened from a
 * menu entry (the entry itself is gone by then), else the focused element.
 */
function focusOrigin(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest<HTMLElement>('[role="menu"]');
  if (!menu?.id) return active;
  return document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`) ?? active;
}

/**
 * Our dialogs open from state, without a Radix trigger to go back to, so on closing focus
 * would fall to the page's start. This puts it back where the person was (WCAG 2.4.3),
 * unless that control is gone (its item deleted) or focus has already moved on.
 */
export function useReturnFocus() {
  const origin = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    origin.current = focusOrigin();
  }, []);
  const restore = useCallback(() => {
    // Kept, not cleared: one opening can lead to a second dialog (an import's confirmation,
    // then its problems) that returns to the same place.
    const target = origin.current;
    // After the dialog's own unmount has run, which leaves focus on the body.
    setTimeout(() => {
      const active = document.activeElement;
      const isLost = active === null || active === document.body;
      if (target?.isConnected && isLost) target.focus();
    }, 0);
  }, []);
  return { remember, restore };
}
