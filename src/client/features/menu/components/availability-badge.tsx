import { Badge } from "@/client/components/ui/badge";
import type { MenuItem } from "@/domain/api/menu";
import { formatBackAt } from "../menu-format";
import { ITEM_TEXT } from "../menu-messages";

export type AvailabilityBadgeProps = { item: MenuItem; timezone: string };

/**
 * Marks an item that cannot be ordered now; an available item shows nothing. For an "end
 * of day" 86 the exact time it comes back (the restaurant's midnight) is in the title and
 * in hidden text, as the badge itself only says "back at midnight".
 */
export function AvailabilityBadge({ item, timezone }: AvailabilityBadgeProps) {
  if (item.isAvailable) return null;
  const backAt =
    item.availability === "until_end_of_day" && item.unavailableUntil
      ? ITEM_TEXT.unavailableUntil(formatBackAt(item.unavailableUntil, timezone))
      : undefined;
  const label =
    item.availability === "until_end_of_day"
      ? ITEM_TEXT.badgeEndOfDay
      : item.availability === "until_turned_on"
        ? ITEM_TEXT.badgeUntilTurnedOn
        : ITEM_TEXT.badgeUnavailable;
  return (
    <Badge variant="destructive" className="rounded-lg text-sm whitespace-normal" title={backAt}>
      {label}
      {backAt && <span className="sr-only"> ({backAt})</span>}
    </Badge>
  );
}
