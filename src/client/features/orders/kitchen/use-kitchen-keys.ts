import { useEffect, useRef } from "react";
import { type KitchenKeyAction, kitchenKeyAction } from "./kitchen-keys";

/** Fields that take keys for themselves: typing a number there selects no ticket. */
const TYPING = "input, textarea, select, [contenteditable='true']";
/** Controls Enter already presses: Enter there presses them, not the bump. */
const PRESSABLE = "button, a[href], [role='button'], summary";

/**
 * Listens for the display's keys on the whole page (a bump bar types into whatever has the
 * focus): not while a field, a dialog or a menu has them, and Enter on a focused control
 * presses that control. Escape in a field leaves it, so the keys reach the tickets again.
 */
export function useKitchenKeys(onAction: (action: KitchenKeyAction) => void): void {
  const handler = useRef(onAction);
  handler.current = onAction;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      // Escape hands the keys back to the tickets from the station picker.
      if (event.key === "Escape" && target?.closest(TYPING)) {
        target.blur();
        return;
      }
      const action = kitchenKeyAction(event);
      if (!action) return;
      if (target?.closest(TYPING)) return;
      if (target?.closest("[role='dialog'], [role='alertdialog'], [role='menu']")) return;
      if (action.type === "bump" && target?.closest(PRESSABLE)) return;
      event.preventDefault();
      handler.current(action);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
