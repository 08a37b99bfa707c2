import type { KeyboardEvent } from "react";

/**
 * Escape pressed inside a modal (dialog, sheet, confirmation) closes it, even when Radix gave
 * the key to another of its layers. Radix hands Escape only to its highest layer, and every
 * open toast is one: a modal opened while a toast shows becomes the highest only a render
 * later, and a toast that appears over an open modal stays above it; either way the toast
 * took the Escape and the modal stayed open. A layer that handles the key itself (the modal,
 * or a menu inside it) marks it handled, and then this leaves it alone; a toast does not.
 */
export function closeOnUnclaimedEscape(event: KeyboardEvent, close: () => void): void {
  if (event.key !== "Escape" || event.defaultPrevented || event.nativeEvent.isComposing) return;
  event.preventDefault();
  close();
}
