import { useSyncExternalStore } from "react";

/**
 * One value outside React that screens read and follow: `set` tells every reader when it
 * changes (compared with `Object.is`), `use` reads it in a component. The server render sees
 * `serverValue` (the initial value unless given).
 */
export type ValueStore<T> = {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
  use(): T;
};

export function createValueStore<T>(initial: T, serverValue: T = initial): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const get = () => value;
  return {
    get,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe,
    use: () => useSyncExternalStore(subscribe, get, () => serverValue),
  };
}
