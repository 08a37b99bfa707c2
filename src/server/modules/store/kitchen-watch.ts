import { and, eq, isNotNull, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { currentOpeningStart, type OpeningHours } from "../../../domain/opening-hours";
import { formatClockTime } from "../../../domain/relative-time";
import type { Database } from "../../db/database";
import { dashboardPresence } from "../../db/schema/dashboard-presence";
import { restaurants } from "../../db/schema/restaurants";
import { storeControls } from "../../db/schema/store-controls";
import { users } from "../../db/schema/users";
import type { EventBus } from "../../events/event-bus";
import type { Mailer } from "../../lib/mailer";
import { worksAt } from "../locations/works-at";
import { signalOutboxWork } from "../platform-calls/outbox-signal";
import type { RealtimeHub } from "../realtime/realtime.hub";
import { endStoreControl, setStoreControl } from "./store-controls.service";
import { getStoreStatus } from "./store-status";

/**
 * The watch on a kitchen that goes dark (docs/store-controls.md). Every instance writes when
 * a dashboard of each restaurant was last connected to it (`dashboard_presence`, on the
 * first socket and every round). Every round, one instance at a time (an advisory lock)
 * looks at the restaurants (real ones, with an active owner) with opening hours: one open for longer than its minutes with no
 * dashboard connected for as long gets every open channel paused ("until turned off", source
 * `dark_kitchen`) and its owner an email; when a dashboard is back, and the owner chose so,
 * those pauses end. A channel staff had paused is left as they set it.
 */
export const KITCHEN_WATCH_INTERVAL_MS = 30_000;
/** A dashboard seen this recently is connected: two rounds of presence, with room to spare. */
const PRESENT_WITHIN_MS = 2 * KITCHEN_WATCH_INTERVAL_MS + 5_000;
/** Any number, the same in every instance: the lock that lets one instance act per round. */
const WATCH_LOCK = 730_019;

export type KitchenWatchOptions = {
  db: Database;
  bus: EventBus;
  hub: Pick<RealtimeHub, "restaurantsPresent" | "onFirstJoin">;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  clock?: () => Date;
  intervalMs?: number;
  /** More work for each round (the kitchen's load rules), after the watch's own. */
  alsoEachRound?: () => Promise<void>;
};

export type KitchenWatch = {
  start(): void;
  stop(): Promise<void>;
  /** One round now: presence written, then the watch (tests call it with a moved clock). */
  runOnce(): Promise<void>;
};

export function createKitchenWatch({
  db,
  bus,
  hub,
  mailer,
  logger,
  clock = () => new Date(),
  intervalMs = KITCHEN_WATCH_INTERVAL_MS,
  alsoEachRound,
}: KitchenWatchOptions): KitchenWatch {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let unsubscribe: (() => void) | null = null;

  const runOnce = async () => {
    const now = clock();
    await markPresent(db, hub.restaurantsPresent(), now);
    const mails = await watchKitchens({ db, bus, now, logger });
    // The calls the round wrote are committed now: the senders need not wait for a poll.
    signalOutboxWork();
    for (const mail of mails) {
      await mailer.send(mail).catch((error: unknown) => {
        logger.warn({ err: error }, "could not email the owner about a dark kitchen");
      });
    }
    await alsoEachRound?.();
  };
  const round = () => {
    running = runOnce().catch((error: unknown) => {
      logger.warn({ err: error }, "the kitchen watch failed");
    });
    return running;
  };

  return {
    start() {
      unsubscribe = hub.onFirstJoin((restaurantId) => {
        void markPresent(db, [restaurantId], clock()).catch((error: unknown) => {
          logger.warn({ err: error }, "could not note a dashboard's presence");
        });
      });
      timer = setInterval(round, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      unsubscribe?.();
      await running;
    },
    runOnce,
  };
}

/** Notes that these restaurants have a dashboard connected now. */
export async function markPresent(db: Database, restaurantIds: string[], now: Date) {
  if (restaurantIds.length === 0) return;
  await db
    .insert(dashboardPresence)
    .values(restaurantIds.map((restaurantId) => ({ restaurantId, seenAt: now })))
    .onConflictDoUpdate({
      target: dashboardPresence.restaurantId,
      set: { seenAt: sql`greatest(${dashboardPresence.seenAt}, excluded.seen_at)` },
    });
}

type Watched = {
  id: string;
  name: string;
  timezone: string;
  /** Null for a restaurant whose hours were cleared while its dark pause is in force. */
  openingHours: OpeningHours | null;
  darkKitchenMinutes: number;
  reopenWhenBack: boolean;
  seenAt: Date | null;
  isDarkPaused: boolean;
};

/**
 * One round of the watch, under the lock: the pauses made and ended, and the emails to send
 * once they are committed. Another instance holding the lock means this one does nothing.
 */
export async function watchKitchens({
  db,
  bus,
  now,
  logger,
}: {
  db: Database;
  bus: EventBus;
  now: Date;
  logger?: FastifyBaseLogger;
}): Promise<Mail[]> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${WATCH_LOCK}) as taken`);
    const [taken] = (lock as { rows: Array<{ taken: boolean }> }).rows;
    if (!taken?.taken) return [];
    const mails: Mail[] = [];
    for (const restaurant of await listWatched(tx)) {
      // Each restaurant on its own (a savepoint): one that fails is left for the next round.
      try {
        mails.push(...(await tx.transaction((sp) => watchOne(sp, bus, restaurant, now))));
      } catch (error) {
        logger?.warn(
          { err: error, restaurantId: restaurant.id },
          "the kitchen watch skipped a restaurant",
        );
      }
    }
    return mails;
  });
}

type Mail = { to: string; subject: string; text: string };

async function watchOne(
  tx: Database,
  bus: EventBus,
  restaurant: Watched,
  now: Date,
): Promise<Mail[]> {
  const mails: Mail[] = [];
  const opened = restaurant.openingHours
    ? currentOpeningStart(restaurant.openingHours, now, restaurant.timezone)
    : null;
  const seen = restaurant.seenAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  const isPresent = now.getTime() - seen <= PRESENT_WITHIN_MS;
  const scope = { db: tx, bus, restaurantId: restaurant.id, now };
  if (restaurant.isDarkPaused) {
    if (isPresent && restaurant.reopenWhenBack) {
      await endStoreControl({
        ...scope,
        kind: "pause",
        channels: "all",
        source: "dark_kitchen",
      });
    }
    return mails;
  }
  if (!opened || isPresent) return mails;
  const darkSince = Math.max(opened.getTime(), seen);
  if (now.getTime() - darkSince < restaurant.darkKitchenMinutes * 60_000) return mails;
  const status = await getStoreStatus(scope);
  const open = status.channels.filter((channel) => channel.pause === null);
  if (open.length === 0) return mails;
  const reason = `No OrderDock dashboard connected for ${restaurant.darkKitchenMinutes} minutes during opening hours`;
  await setStoreControl({
    ...scope,
    kind: "pause",
    channels: open.map((channel) => channel.channel),
    duration: "until_turned_off",
    source: "dark_kitchen",
    reason,
  });
  const names = open.map((channel) => channel.name).join(", ");
  const at = formatClockTime(now, restaurant.timezone);
  for (const to of await ownerEmails(tx, restaurant.id)) {
    mails.push({
      to,
      subject: `OrderDock paused ${restaurant.name}'s orders`,
      text: [
        `No OrderDock dashboard at ${restaurant.name} has been connected for ${restaurant.darkKitchenMinutes} minutes during opening hours, so at ${at} OrderDock paused new orders on ${names}: orders no one sees would go unanswered.`,
        restaurant.reopenWhenBack
          ? "They reopen by themselves as soon as a dashboard is open again."
          : "Open OrderDock and reopen them from Store status when the kitchen is ready.",
      ].join("\n\n"),
    });
  }
  return mails;
}

/** The restaurant has a pause of the watch's own that no one ended. */
const darkPausedSql = sql<boolean>`exists (
  select 1 from ${storeControls} sc
  where sc.restaurant_id = ${restaurants.id} and sc.kind = 'pause'
    and sc.source = 'dark_kitchen' and sc.ended_at is null)`;

async function listWatched(db: Database): Promise<Watched[]> {
  const rows = await db
    .select({
      id: restaurants.id,
      name: restaurants.name,
      timezone: restaurants.timezone,
      openingHours: restaurants.openingHours,
      darkKitchenMinutes: restaurants.darkKitchenMinutes,
      reopenWhenBack: restaurants.reopenWhenBack,
      seenAt: dashboardPresence.seenAt,
      isDarkPaused: darkPausedSql,
    })
    .from(restaurants)
    .leftJoin(dashboardPresence, eq(dashboardPresence.restaurantId, restaurants.id))
    .where(
      and(
        // A real restaurant someone can sign in to and reopen: not a demo or test data.
        eq(restaurants.kind, "standard"),
        sql`exists (select 1 from ${users} u where u.account_id = ${restaurants.accountId}
          and u.role = 'shop_owner' and u.is_active)`,
        // Its hours, or a dark pause of its own still to end when a dashboard is back.
        or(isNotNull(restaurants.openingHours), darkPausedSql),
      ),
    );
  return rows;
}

async function ownerEmails(db: Database, restaurantId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(worksAt(restaurantId), eq(users.role, "shop_owner"), eq(users.isActive, true)));
  return rows.map((row) => row.email);
}
