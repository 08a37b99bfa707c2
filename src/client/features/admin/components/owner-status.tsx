import { Badge } from "@/client/components/ui/badge";
import type { RestaurantOwner } from "@/domain/api/admin";
import { ADMIN_TEXT } from "../admin-messages";
import { ACTIVE_BADGE_CLASSES } from "./colors";

const TEXT = ADMIN_TEXT.owners;

/** An owner's status: Active or Inactive, and whether the account is test data. */
export function OwnerStatus({ owner }: { owner: RestaurantOwner }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {owner.active ? (
        <Badge variant="outline" className={ACTIVE_BADGE_CLASSES}>
          {TEXT.active}
        </Badge>
      ) : (
        <Badge variant="secondary">{TEXT.inactive}</Badge>
      )}
      {owner.isTestData && <Badge variant="outline">{TEXT.testData}</Badge>}
    </div>
  );
}
