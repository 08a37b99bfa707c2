import { Building2, Pencil, Trash2, UserCheck, UserX } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/utils";
import type { RestaurantOwner } from "@/domain/api/admin";
import { ADMIN_TEXT } from "../admin-messages";
import { DANGER_TEXT_CLASSES } from "./colors";

export type OwnerRowActionsProps = {
  owner: RestaurantOwner;
  isBusy: boolean;
  onViewAccount(owner: RestaurantOwner): void;
  onEdit(owner: RestaurantOwner): void;
  onToggleActive(owner: RestaurantOwner): void;
  onDelete(owner: RestaurantOwner): void;
  /**
   * `column`: in a table cell, stacked without icons below 1280 px to leave the other
   * columns room on a tablet. `row`: side by side across an owner's card on a phone.
   */
  layout?: "column" | "row";
};

const LAYOUT_CLASSES = {
  column:
    "flex flex-col items-stretch gap-1.5 xl:flex-row xl:items-center xl:justify-end [&_svg]:max-xl:hidden",
  row: "flex flex-wrap gap-2 [&>button]:flex-1",
} as const;

/** The small button's width with a 44 px target: the panel is used by touch on tablets. */
const BUTTON_CLASSES = "h-11";

/**
 * A row's View account (when the owner has an account), Edit, Deactivate / Activate and
 * Delete. Each accessible name adds the owner's name to the visible words (WCAG 2.5.3), so
 * "Edit" is "Edit Maria Lopez".
 */
export function OwnerRowActions({
  owner,
  isBusy,
  onViewAccount,
  onEdit,
  onToggleActive,
  onDelete,
  layout = "column",
}: OwnerRowActionsProps) {
  const toggleLabel = owner.active ? "Deactivate" : "Activate";
  const ToggleIcon = owner.active ? UserX : UserCheck;
  return (
    <div className={LAYOUT_CLASSES[layout]}>
      {owner.accountId !== null && (
        <Button
          variant="outline"
          size="sm"
          className={BUTTON_CLASSES}
          aria-label={ADMIN_TEXT.account.viewAccountLabel(owner.name)}
          onClick={() => onViewAccount(owner)}
        >
          <Building2 aria-hidden />
          {ADMIN_TEXT.account.viewAccount}
        </Button>
      )}
      <Button
        variant="outline"
        size="sm"
        className={BUTTON_CLASSES}
        aria-label={`Edit ${owner.name}`}
        onClick={() => onEdit(owner)}
      >
        <Pencil aria-hidden />
        Edit
      </Button>
      <Button
        variant="outline"
        size="sm"
        className={BUTTON_CLASSES}
        aria-label={`${toggleLabel} ${owner.name}`}
        disabled={isBusy}
        onClick={() => onToggleActive(owner)}
      >
        <ToggleIcon aria-hidden />
        {toggleLabel}
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Delete ${owner.name}`}
        disabled={isBusy}
        onClick={() => onDelete(owner)}
        className={cn(BUTTON_CLASSES, DANGER_TEXT_CLASSES)}
      >
        <Trash2 aria-hidden />
        Delete
      </Button>
    </div>
  );
}
