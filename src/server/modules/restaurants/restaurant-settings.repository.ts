import { eq, gt, isNotNull, or } from "drizzle-orm";
import type {
  KitchenLoadSettings,
  KitchenWatch,
  OrderHandling,
  RestaurantProfile,
} from "../../../domain/api/settings";
import type { KitchenLoadRules, LoadLevel } from "../../../domain/kitchen-load";
import type { Database } from "../../db/database";
import { restaurants } from "../../db/schema/restaurants";

/**
 * A restaurant's settings, kept in its row: the profile, order handling, the kitchen watch,
 * kitchen load, and the printers' backlog limit. Null where the restaurant is gone.
 */

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

/** Kitchen load as Settings shows it: the rules, without the level they last set. */
export async function findKitchenLoadSettings(
  db: Database,
  restaurantId: string,
): Promise<KitchenLoadSettings | null> {
  const state = await findKitchenLoadState(db, restaurantId);
  return state && { defaultItemMinutes: state.defaultItemMinutes, rules: state.rules };
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

export type KitchenLoadState = {
  defaultItemMinutes: number;
  rules: KitchenLoadRules | null;
  /** The level the rules last set (0 calm, 1 busy, 2 paused). */
  level: LoadLevel;
};

/** Kitchen load's rules and the level they last set; with `lock`, the row is held. */
export async function findKitchenLoadState(
  db: Database,
  restaurantId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<KitchenLoadState | null> {
  const query = db
    .select({
      defaultItemMinutes: restaurants.defaultItemMinutes,
      rules: restaurants.kitchenLoadRules,
      level: restaurants.kitchenLoadLevel,
    })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  const [row] = lock ? await query.for("no key update") : await query;
  if (!row) return null;
  return { ...row, level: Math.min(2, Math.max(0, row.level)) as LoadLevel };
}

export async function updateKitchenLoadLevel(
  db: Database,
  restaurantId: string,
  level: LoadLevel,
): Promise<void> {
  await db
    .update(restaurants)
    .set({ kitchenLoadLevel: level })
    .where(eq(restaurants.id, restaurantId));
}

/** The restaurants kitchen load watches: with rules, or still at a level the rules set. */
export async function listLoadWatchedRestaurants(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(or(isNotNull(restaurants.kitchenLoadRules), gt(restaurants.kitchenLoadLevel, 0)));
  return rows.map((row) => row.id);
}

/** How old a waiting ticket may be and still print by itself when its printer is back. */
export async function findPrintBacklogMinutes(
  db: Database,
  restaurantId: string,
): Promise<number | null> {
  const [row] = await db
    .select({ minutes: restaurants.printBacklogMinutes })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return row?.minutes ?? null;
}

export async function updatePrintBacklogMinutes(
  db: Database,
  restaurantId: string,
  minutes: number,
): Promise<void> {
  await db
    .update(restaurants)
    .set({ printBacklogMinutes: minutes })
    .where(eq(restaurants.id, restaurantId));
}
