import type { OrderHandling, Settings, SettingsUpdate } from "../../../domain/api/settings";
import { ACCEPTING_PLATFORMS } from "../../../domain/platform-actions";
import type { Database } from "../../db/database";
import { notFound } from "../../errors";
import { rescheduleOrders } from "../orders/platform-orders.repository";
import { releaseDueOrders } from "../orders/scheduled-release";
import {
  findKitchenLoadSettings,
  findKitchenWatch,
  findOrderHandling,
  findRestaurantProfile,
  findTrialEnd,
  updateKitchenLoadSettings,
  updateKitchenWatch,
  updateOrderHandling,
  updateRestaurantProfile,
} from "../restaurants/restaurant-settings.repository";

type Scope = { db: Database; restaurantId: string };

export async function readSettings({ db, restaurantId }: Scope): Promise<Settings> {
  const [restaurant, orderHandling, kitchenWatch, kitchenLoad, trialEnd] = await Promise.all([
    findRestaurantProfile(db, restaurantId),
    findOrderHandling(db, restaurantId),
    findKitchenWatch(db, restaurantId),
    findKitchenLoadSettings(db, restaurantId),
    findTrialEnd(db, restaurantId),
  ]);
  if (!restaurant || !orderHandling || !kitchenWatch || !kitchenLoad) {
    throw notFound("Restaurant not found");
  }
  return {
    restaurant,
    orderHandling,
    kitchenWatch,
    kitchenLoad,
    trialEndsAt: trialEnd?.toISOString() ?? null,
  };
}

export type SaveSettingsOptions = Scope & { changes: SettingsUpdate; now?: Date };

/** Saves the parts given; a part left out keeps its saved values. */
export async function saveSettings({
  db,
  restaurantId,
  changes,
  now = new Date(),
}: SaveSettingsOptions): Promise<Settings> {
  const before = await readSettings({ db, restaurantId });
  const { restaurant, orderHandling, kitchenWatch, kitchenLoad } = changes;
  const prepMinutes = restaurant?.prepMinutes ?? before.restaurant.prepMinutes;
  const isPrepChanged = prepMinutes !== before.restaurant.prepMinutes;
  // The new preparation time and the release times it gives are saved together.
  await db.transaction(async (tx) => {
    if (restaurant) await updateRestaurantProfile(tx, restaurantId, restaurant);
    if (orderHandling) await updateOrderHandling(tx, restaurantId, normalize(orderHandling));
    if (kitchenWatch) await updateKitchenWatch(tx, restaurantId, kitchenWatch);
    if (kitchenLoad) await updateKitchenLoadSettings(tx, restaurantId, kitchenLoad);
    if (isPrepChanged) await rescheduleOrders(tx, { restaurantId, prepMinutes });
  });
  // Any scheduled order now due goes to the kitchen at once, not at the next sweep.
  if (isPrepChanged) await releaseDueOrders({ db, restaurantId, now });
  return readSettings({ db, restaurantId });
}

/** Each auto-accepted platform once, in the product's platform order. */
function normalize(handling: OrderHandling): OrderHandling {
  const chosen = new Set(handling.autoAcceptPlatforms);
  return {
    ...handling,
    autoAcceptPlatforms: ACCEPTING_PLATFORMS.filter((platform) => chosen.has(platform)),
  };
}
