/**
 * The dashboard header hides when the page scrolls down past 100 px and comes
 * back when it scrolls up, or within 10 px of the top.
 */
export const HEADER_HIDE_AFTER_PX = 100;
export const HEADER_SHOW_WITHIN_PX = 10;

export function nextHeaderVisibility({
  isVisible,
  lastY,
  y,
}: {
  isVisible: boolean;
  lastY: number;
  y: number;
}): boolean {
  if (y <= HEADER_SHOW_WITHIN_PX) return true;
  if (y > lastY && y > HEADER_HIDE_AFTER_PX) return false;
  if (y < lastY) return true;
  return isVisible;
}
