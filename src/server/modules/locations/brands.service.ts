import { and, eq, sql } from "drizzle-orm";
import { BRAND_MESSAGES, MAX_BRANDS_PER_LOCATION, type NewBrand } from "../../../domain/api/brands";
import type { Location } from "../../../domain/api/locations";
import { restaurants } from "../../db/schema/restaurants";
import { conflict, forbidden, notFound } from "../../errors";
import { insertRestaurant } from "../restaurants/restaurants.repository";
import { countBrands, lockAccountOf } from "./locations.repository";
import { type LocationScope, toLocation } from "./locations.service";

/**
 * Adds a brand cooked at the location the request works at (docs/brands.md). It is a
 * restaurant of the account with that location as its kitchen: its own (empty) menu, its
 * own platform stores to connect, and the kitchen's clock, currency, address, phone and
 * kitchen timings to begin with. It runs on the account's terms, as a location does.
 */
export async function addBrand(
  { db, restaurantId, isDemo }: LocationScope & { isDemo: boolean },
  { name }: NewBrand,
): Promise<Location> {
  if (isDemo) throw forbidden(BRAND_MESSAGES.demo, "DEMO");
  const row = await db.transaction(async (tx) => {
    await lockAccountOf(tx, restaurantId);
    const [kitchen] = await tx
      .select()
      .from(restaurants)
      .where(eq(restaurants.id, restaurantId))
      .limit(1);
    if (!kitchen) throw notFound(BRAND_MESSAGES.atBrand);
    if (kitchen.kitchenId !== null) throw conflict(BRAND_MESSAGES.atBrand, "AT_A_BRAND");
    if ((await countBrands(tx, kitchen.id)) >= MAX_BRANDS_PER_LOCATION)
      throw conflict(BRAND_MESSAGES.tooMany, "TOO_MANY_BRANDS");
    const [taken] = await tx
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(
        and(
          eq(restaurants.accountId, kitchen.accountId),
          sql`lower(${restaurants.name}) = lower(${name})`,
        ),
      )
      .limit(1);
    if (taken) throw conflict(BRAND_MESSAGES.taken, "NAME_TAKEN");
    const values = {
      accountId: kitchen.accountId,
      kitchenId: kitchen.id,
      name,
      kind: kitchen.kind,
      trialEndsAt: kitchen.trialEndsAt,
      expiresAt: kitchen.expiresAt,
      timezone: kitchen.timezone,
      currency: kitchen.currency,
      phone: kitchen.phone,
      address: kitchen.address,
      prepMinutes: kitchen.prepMinutes,
      defaultItemMinutes: kitchen.defaultItemMinutes,
      deadlineWarningMinutes: kitchen.deadlineWarningMinutes,
      ageWarningMinutes: kitchen.ageWarningMinutes,
      ageLateMinutes: kitchen.ageLateMinutes,
      printBacklogMinutes: kitchen.printBacklogMinutes,
    };
    const id = await insertRestaurant(tx, values);
    return { ...values, id, createdAt: new Date() };
  });
  return toLocation(row, { restaurantId });
}
