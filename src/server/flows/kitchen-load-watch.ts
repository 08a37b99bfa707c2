import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/database";
import type { EventBus } from "../events/event-bus";
import { orderChanged } from "../modules/orders/order-events";
import { listLoadWatchedRestaurants } from "../modules/restaurants/restaurant-settings.repository";
import { readLoadSettings } from "../modules/store/kitchen-load";
import { applyKitchenLoadRules } from "../modules/store/kitchen-load-rules";

/**
 * When the kitchen's load rules are looked at (docs/kitchen-load.md): shortly after any order
 * of a restaurant with rules arrives or moves (every instance hears every order event; a
 * burst is one look, `SETTLE_MS` after its last order), after its rules are saved, and in
 * every round of the kitchen watch for each restaurant with rules, so nothing waits on an
 * event missed. Which restaurants have rules is read in each round (and learnt at once from a
 * save on this instance), so an order of a restaurant without rules costs no query.
 */
export const SETTLE_MS = 1_000;

export type KitchenLoadWatch = {
  /** Looks at this restaurant's load soon. */
  schedule(restaurantId: string): void;
  /** Looks at every restaurant with rules now (the watch's round). */
  runRound(): Promise<void>;
  stop(): Promise<void>;
};

export function createKitchenLoadWatch({
  db,
  bus,
  logger,
  clock = () => new Date(),
}: {
  db: Database;
  bus: EventBus;
  logger: FastifyBaseLogger;
  clock?: () => Date;
}): KitchenLoadWatch {
  const timers = new Map<string, NodeJS.Timeout>();
  /** Restaurants with rules, or a level of theirs still to undo, as of the last round. */
  let watched = new Set<string>();
  const running = new Set<Promise<void>>();
  let isStopped = false;

  const look = (restaurantId: string) => {
    const work = (async () => {
      const settings = await readLoadSettings(db, restaurantId);
      // No rules and nothing of theirs in force: nothing to look at.
      if (!settings.rules && settings.level === 0) return;
      await applyKitchenLoadRules({ db, bus, restaurantId, now: clock() });
    })().catch((error: unknown) => {
      logger.warn({ err: error, restaurantId }, "could not apply the kitchen's load rules");
    });
    running.add(work);
    void work.finally(() => running.delete(work));
    return work;
  };

  const schedule = (restaurantId: string) => {
    if (isStopped) return;
    watched.add(restaurantId);
    clearTimeout(timers.get(restaurantId));
    const timer = setTimeout(() => {
      timers.delete(restaurantId);
      void look(restaurantId);
    }, SETTLE_MS);
    timer.unref();
    timers.set(restaurantId, timer);
  };

  const unsubscribe = bus.on(orderChanged, ({ restaurantId }) => {
    if (watched.has(restaurantId)) schedule(restaurantId);
  });

  const readWatched = async () => {
    const ids = await listLoadWatchedRestaurants(db);
    watched = new Set(ids);
    return ids;
  };
  // Known from the start, not only after the first round.
  void readWatched().catch((error: unknown) => {
    logger.warn({ err: error }, "could not read which restaurants have kitchen-load rules");
  });

  return {
    schedule,
    async runRound() {
      for (const id of await readWatched()) await look(id);
    },
    async stop() {
      isStopped = true;
      unsubscribe();
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.all(running);
    },
  };
}
