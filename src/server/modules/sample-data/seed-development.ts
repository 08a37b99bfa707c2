import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { platformConnections } from "../../db/schema/platform-connections";
import { DEFAULT_TIMEZONE } from "../../db/schema/restaurants";
import { type UserRole, users } from "../../db/schema/users";
import { hashPassword } from "../../lib/password";
import { replaceMenu } from "../menu/menu-document.service";
import { accountIdOf, insertRestaurant } from "../restaurants/restaurants.repository";
import { recentHistoryPlan } from "./history-plan";
import { insertSampleOrders, LUNCH_RUSH_PLAN } from "./insert-sample-orders";
import { createRandom, type Random } from "./random";
import { sampleMenuDocument } from "./sample-menu";

/**
 * The development accounts (admin, owner with a manager and a staff member on the team, demo),
 * listed in the README and printed at start. Never created in production.
 */
export const DEVELOPMENT_ACCOUNTS: ReadonlyArray<{
  role: UserRole;
  name: string;
  email: string;
  password: string;
  restaurant?: { name: string; kind: "standard" | "demo" };
  /** A team member: the owner (listed before them) whose restaurant they work at. */
  teamOf?: string;
}> = [
  { role: "admin", name: "Alex Rivera", email: "admin@orderdock.app", password: "admin123" },
  {
    role: "shop_owner",
    name: "Sam Morgan",
    email: "owner@orderdock.app",
    password: "owner123",
    restaurant: { name: "Golden Fork Bistro", kind: "standard" },
  },
  {
    role: "manager",
    name: "Maria Lopez",
    email: "manager@orderdock.app",
    password: "manager123",
    teamOf: "owner@orderdock.app",
  },
  {
    role: "staff",
    name: "Kai Chen",
    email: "staff@orderdock.app",
    password: "staff123",
    teamOf: "owner@orderdock.app",
  },
  {
    role: "demo",
    name: "Demo Visitor",
    email: "demo@orderdock.app",
    password: "demo123",
    restaurant: { name: "OrderDock Demo Kitchen", kind: "demo" },
  },
];

// Serialises concurrent first starts of several instances on one PostgreSQL.
const SEED_LOCK = 7_420_032;

export type SeedDevelopmentDataOptions = { db: Database; now?: Date; random?: Random };

/** Seeds an empty database; a database that has any user is left exactly as it is. */
export function seedDevelopmentData({
  db,
  now = new Date(),
  random = createRandom(2025),
}: SeedDevelopmentDataOptions): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const existing = await tx.select({ id: users.id }).from(users).limit(1);
    if (existing.length > 0) return { seeded: false };

    const restaurantOfOwner = new Map<string, string>();
    for (const account of DEVELOPMENT_ACCOUNTS) {
      let restaurantId: string | null = account.teamOf
        ? (restaurantOfOwner.get(account.teamOf) ?? null)
        : null;
      if (account.restaurant) {
        restaurantId = await insertRestaurant(tx, {
          name: account.restaurant.name,
          kind: account.restaurant.kind,
        });
      }
      await tx.insert(users).values({
        role: account.role,
        name: account.name,
        email: account.email,
        passwordHash: await hashPassword(account.password),
        accountId: restaurantId ? await accountIdOf(tx, restaurantId) : null,
      });
      if (!account.restaurant) continue;
      if (restaurantId) restaurantOfOwner.set(account.email, restaurantId);
      if (restaurantId && account.restaurant.kind === "standard") {
        // Its website form is on, so /embed-demo takes orders on a fresh install.
        await tx
          .insert(platformConnections)
          .values({ restaurantId, platform: "website", isConnected: true, connectedAt: now });
      }
      if (restaurantId) {
        await replaceMenu(tx, restaurantId, sampleMenuDocument());
        // The weeks of history are drawn first and how many orders they hold depends on the
        // day and hour: drawn from a stream of their own, they leave the lunch rush the same
        // at every start, so the dashboard a first start shows is the one the docs describe.
        const historyRandom = createRandom(random.int(0, 2 ** 32 - 1));
        await insertSampleOrders({
          db: tx,
          restaurantId,
          random,
          now,
          plans: [
            ...LUNCH_RUSH_PLAN,
            // Golden Fork: two months, so 'Last 30 days' has a full 30 days to compare
            // with; the demo account's kitchen: five weeks, as every demo restaurant.
            ...recentHistoryPlan({
              random: historyRandom,
              now,
              timeZone: DEFAULT_TIMEZONE,
              days: account.restaurant.kind === "standard" ? 62 : 35,
            }),
          ],
        });
      }
    }
    return { seeded: true };
  });
}
