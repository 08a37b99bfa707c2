import { Ban } from "lucide-react";
import { Badge } from "@/client/components/ui/badge";
import type { RestaurantOwner } from "@/domain/api/admin";
import { ADMIN_TEXT } from "../admin-messages";
import { ACTIVE_BADGE_CLASSES, DISABLED_BADGE_CLASSES } from "./colors";

const TEXT = ADMIN_TEXT.owners;

/**
 * An owner's status: Active or Inactive, and whether the account is test data. A disabled
 * account outranks the owner's own flag: nobody of it signs in, so it never reads Active; an
 * owner who is inactive as well still says so, since enabling the account leaves them so.
 */
export function OwnerStatus({ owner }: { owner: RestaurantOwner }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {owner.accountDisabled && (
        <Badge variant="outline" className={DISABLED_BADGE_CLASSES}>
          <Ban aria-hidden />
          {TEXT.disabled}
        </Badge>
      )}
      {owner.active ? (
        !owner.accountDisabled && (
          <Badge variant="outline" className={ACTIVE_BADGE_CLASSES}>
            {TEXT.active}
          </Badge>
        )
      ) : (
        <Badge variant="secondary">{TEXT.inactive}</Badge>
      )}
      {owner.isTestData && <Badge variant="outline">{TEXT.testData}</Badge>}
    </div>
  );
}
