/**
 * A clock for the app under test: real time plus an offset the test moves on, so a test
 * can let the undo window pass without waiting for it. Real time keeps flowing, as the
 * platform twins and timers elsewhere see it.
 */
export type TestClock = {
  now(): Date;
  advance(ms: number): void;
};

export function createTestClock(): TestClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms) => {
      offsetMs += ms;
    },
  };
}
