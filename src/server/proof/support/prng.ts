/**
 * A seeded pseudo-random source (mulberry32), so a proof run is repeatable: the same seed
 * sends the same requests. `FUZZ_SEED` replays a failure's seed; otherwise a fixed one.
 */
export const DEFAULT_FUZZ_SEED = 20_261_122;

export function fuzzSeed(): number {
  const given = Number(process.env.FUZZ_SEED);
  return Number.isSafeInteger(given) && given > 0 ? given : DEFAULT_FUZZ_SEED;
}

export type Rng = {
  readonly seed: number;
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A new source derived from this one and a label: one stream per route, stable when others change. */
  fork(label: string): Rng;
};

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    seed,
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[Math.floor(next() * items.length)] as T;
    },
    fork: (label) => createRng((seed ^ hash(label)) >>> 0),
  };
}

/** FNV-1a: a label's stable number. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}
