import { eq } from "drizzle-orm";
import type {
  KitchenLoadSettings,
  KitchenWatch,
  OrderHandling,
  RestaurantProfile,
} from "../../../domain/api/settings";
import type { Database } from "../../db/database";
import { restaurants } from "../../db/schema/restaurants";

export async function findRestaurantProfile(
  db: Database,
  restaurantId: string,
): Promise<RestaurantProfile | null> {
  const [row] = await db
    .select({
      name: restaurants.name,
      phone: restaurants.phone,
      address: restaurants.address,
      timezone: restaurants.timezone,
      prepMinutes: restaurants.prepMinutes,
      salesTaxMillipercent: restaurants.salesTaxMillipercent,
    })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  if (!row) return null;
  const { salesTaxMillipercent, ...profile } = row;
  return { ...profile, salesTaxPercent: salesTaxMillipercent / 1000 };
}

/** The website form's sales tax, in thousandths of a percent (8.875 % = 8875). */
export async function findSalesTaxMillipercent(
  db: Database,
  restaurantId: string,
): Promise<number> {
  const [row] = await db
    .select({ salesTaxMillipercent: restaurants.salesTaxMillipercent })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return row?.salesTaxMillipercent ?? 0;
}

export async function findTrialEnd(db: Database, restaurantId: string): Promise<Date | null> {
  const [row] = await db
    .select({ trialEndsAt: restaurants.trialEndsAt })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return row?.trialEndsAt ?? null;
}

export async function updateRestaurantProfile(
  db: Database,
  restaurantId: string,
  { salesTaxPercent, ...profile }: RestaurantProfile,
): Promise<void> {
  await db
    .update(restaurants)
    .set({
      ...profile,
      salesTaxMillipercent: Math.round(salesTaxPercent * 1000),
      updatedAt: new Date(),
    })
    .where(eq(restaurants.id, restaurantId));
}

export async function findOrderHandling(
  db: Database,
  restaurantId: string,
): Promise<OrderHandling | null> {
  const [row] = await db
    .select({
      autoAcceptPlatforms: restaurants.autoAcceptPlatforms,
      deadlineWarningMinutes: restaurants.deadlineWarningMinutes,
      ageWarningMinutes: restaurants.ageWarningMinutes,
      ageLateMinutes: restaurants.ageLateMinutes,
    })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return row ?? null;
}

export async function updateOrderHandling(
  db: Database,
  restaurantId: string,
  handling: OrderHandling,
): Promise<void> {
  await db
    .update(restaurants)
    .set({ ...handling, updatedAt: new Date() })
    .where(eq(restaurants.id, restaurantId));
}

export async function findKitchenWatch(
  db: Database,
  restaurantId: string,
): Promise<KitchenWatch | null> {
  const [row] = await db
    .select({
      openingHours: restaurants.openingHours,
      darkKitchenMinutes: restaurants.darkKitchenMinutes,
      reopenWhenBack: restaurants.reopenWhenBack,
    })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return row ?? null;
}

export async function updateKitchenWatch(
  db: Database,
  restaurantId: string,
  watch: KitchenWatch,
): Promise<void> {
  await db
    .update(restaurants)
    .set({ ...watch, updatedAt: new Date() })
    .where(eq(restaurants.id, restaurantId));
}

export async function findKitchenLoadSettings(
  db: Database,
  restaurantId: string,
): Promise<KitchenLoadSettings | null> {
  const [row] = await db
    .select({
      defaultItemMinutes: restaurants.defaultItemMinutes,
      rules: restaurants.kitchenLoadRules,
    })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return row ?? null;
}

export async function updateKitchenLoadSettings(
  db: Database,
  restaurantId: string,
  settings: KitchenLoadSettings,
): Promise<void> {
  await db
    .update(restaurants)
    .set({
      defaultItemMinutes: settings.defaultItemMinutes,
      kitchenLoadRules: settings.rules,
      updatedAt: new Date(),
    })
    .where(eq(restaurants.id, restaurantId));
}
