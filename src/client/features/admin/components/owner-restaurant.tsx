import type { RestaurantOwner } from "@/domain/api/admin";
import { ADMIN_TEXT } from "../admin-messages";

const TEXT = ADMIN_TEXT.owners;

/**
 * The owner's restaurant (their account's first location), or 'N/A'; when the account holds
 * more than one location, how many under it ("3 locations").
 */
export function OwnerRestaurant({ owner }: { owner: RestaurantOwner }) {
  return (
    <>
      {owner.restaurantName ?? <span className="text-muted-foreground">{TEXT.noRestaurant}</span>}
      {owner.locations > 1 && (
        <span className="block text-sm text-muted-foreground">
          {TEXT.locations(owner.locations)}
        </span>
      )}
    </>
  );
}
