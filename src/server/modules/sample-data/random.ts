/**
 * A small seeded pseudo-random generator (mulberry32) so sample data is reproducible when
 * wanted (the development seed) and varied otherwise (test orders).
 */
export type Random = {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: ReadonlyArray<T>): T;
  chance(probability: number): boolean;
  shuffle<T>(items: ReadonlyArray<T>): T[];
};

export function createRandom(seed: number = Math.floor(Math.random() * 2 ** 32)): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => {
      if (items.length === 0) throw new RangeError("Cannot pick from an empty list");
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    chance: (probability) => next() < probability,
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy;
    },
  };
}
