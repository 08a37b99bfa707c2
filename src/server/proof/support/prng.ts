import { createRandom } from "../../modules/sample-data/random";

/**
 * A seeded pseudo-random source (the seed data's mulberry32), so a proof run is repeatable: the same seed
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
  // The seed's own generator (mulberry32), with a seed to report and streams to fork.
  const random = createRandom(seed);
  return {
    seed,
    next: random.next,
    int: random.int,
    chance: random.chance,
    pick: random.pick,
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
