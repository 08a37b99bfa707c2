import { OperatorBar } from "@/client/features/devices/components/operator-chip";
import { KitchenDisplay } from "@/client/features/orders/kitchen/kitchen-display";
import type { CurrentUser } from "@/domain/api/auth";
import { HealthBar } from "../layout/health-bar";

/**
 * The kitchen display, full screen: no sidebar, only the health bar above it, so a lost live
 * feed or silenced sound still shows on the pass, and on a kitchen device who is acting.
 */
export function KitchenRoute({ user }: { user: CurrentUser }) {
  return (
    <div className="flex min-h-dvh flex-col md:h-dvh">
      {user.device && <OperatorBar />}
      <HealthBar hasRestaurant timeZone={user.restaurant?.timezone} />
      <div className="min-h-0 flex-1">
        <KitchenDisplay
          restaurantName={user.restaurant?.name ?? user.name}
          places={user.locations}
        />
      </div>
    </div>
  );
}
