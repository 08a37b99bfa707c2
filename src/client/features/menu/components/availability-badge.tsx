import { Badge } from "@/client/components/ui/badge";
import { cn } from "@/client/lib/utils";
import type { MenuItem } from "@/domain/api/menu";
import { formatBackAt, formatBackAtTime } from "../menu-format";
import { ITEM_TEXT } from "../menu-messages";

/** What an item or a modifier option says about whether it can be ordered. */
export type AvailabilityState = Pick<MenuItem, "availability" | "unavailableUntil" | "isAvailable">;

export type AvailabilityBadgeProps = {
  subject: AvailabilityState;
  timezone: string;
  className?: string;
};

function badgeLabel(subject: AvailabilityState, timezone: string): string {
  switch (subject.availability) {
    case "until_end_of_day":
      return ITEM_TEXT.badgeEndOfDay;
    case "until_time":
      return subject.unavailableUntil
        ? ITEM_TEXT.badgeUntilTime(formatBackAtTime(subject.unavailableUntil, timezone))
        : ITEM_TEXT.badgeUnavailable;
    case "until_turned_on":
      return ITEM_TEXT.badgeUntilTurnedOn;
    default:
      return ITEM_TEXT.badgeUnavailable;
  }
}

/**
 * Marks an item or option that cannot be ordered now; an available one shows nothing. For
 * a timed 86 the exact moment it comes back (day and time on the restaurant's clock) is in
 * the title and in hidden text, as the badge itself says only "midnight" or "5:30 PM".
 */
export function AvailabilityBadge({ subject, timezone, className }: AvailabilityBadgeProps) {
  if (subject.isAvailable) return null;
  const isTimed =
    subject.availability === "until_end_of_day" || subject.availability === "until_time";
  const backAt =
    isTimed && subject.unavailableUntil
      ? ITEM_TEXT.unavailableUntil(formatBackAt(subject.unavailableUntil, timezone))
      : undefined;
  return (
    <Badge
      variant="destructive"
      className={cn("rounded-lg text-sm whitespace-normal", className)}
      title={backAt}
    >
      {badgeLabel(subject, timezone)}
      {backAt && <span className="sr-only"> ({backAt})</span>}
    </Badge>
  );
}
