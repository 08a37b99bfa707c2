import type { EventBus } from "../events/event-bus";
import type { EventDefinition, EventInput } from "../events/event-definition";

/**
 * An EventBus held in memory, for tests of one listener without a database: `emit` reads
 * the payload with its kind's schema, as the real bus does on arrival, and hands it to the
 * listeners at once; `lose` and `restore` play the feed dropping and coming back.
 */
export function createMemoryEventBus() {
  const listeners = new Map<EventDefinition, Set<(payload: unknown) => void>>();
  const losers = new Set<() => void>();
  const restorers = new Set<() => void>();
  const published: { event: string; payload: unknown }[] = [];
  const listen = <T>(set: Set<T>, listener: T) => {
    set.add(listener);
    return () => void set.delete(listener);
  };
  const emit = <Definition extends EventDefinition>(
    event: Definition,
    payload: EventInput<Definition>,
  ) => {
    const read = event.schema.parse(payload);
    for (const listener of listeners.get(event) ?? []) listener(read);
  };
  const bus: EventBus = {
    publish: async (_tx, event, payload) => {
      published.push({ event: event.name, payload });
    },
    on: (event, listener) => {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      return listen(set, listener as (payload: unknown) => void);
    },
    onFeedLost: (listener) => listen(losers, listener),
    onResubscribed: (listener) => listen(restorers, listener),
    isFeedUp: () => true,
    checkFeed: async () => ({ roundTripMs: 0 }),
    start: async () => {},
    stop: async () => {},
  };
  return {
    bus,
    emit,
    published,
    lose: () => {
      for (const listener of losers) listener();
    },
    restore: () => {
      for (const listener of restorers) listener();
    },
  };
}
