import { describe, expect, it } from "vitest";
import { createTwinClock, MAX_MOVED_CLOCKS } from "./twin-clock";
import { createTwinFaults } from "./twin-faults";

const REAL = Date.parse("2031-06-01T12:00:00Z");
const MINUTE = 60_000;

describe("a twin's clock, one per restaurant", () => {
  it("moves on only the clock of the restaurant and platform it was moved for", () => {
    const clock = createTwinClock(() => REAL);
    clock.advance("grubhub", "a", 12 * MINUTE);
    clock.advance("grubhub", "a", 3 * MINUTE);
    expect(clock.now("grubhub", "a").getTime()).toBe(REAL + 15 * MINUTE);
    expect(clock.now("grubhub", "b").getTime()).toBe(REAL);
    expect(clock.now("doordash", "a").getTime()).toBe(REAL);
    expect(clock.now("grubhub", null).getTime()).toBe(REAL);
    expect(clock.moved("grubhub")).toEqual([
      { restaurantId: "a", now: new Date(REAL + 15 * MINUTE) },
    ]);
    expect(clock.moved("doordash")).toEqual([]);
  });

  it("never moves back", () => {
    const clock = createTwinClock(() => REAL);
    expect(() => clock.advance("ubereats", "a", -MINUTE)).toThrow(RangeError);
    expect(() => clock.advance("ubereats", "a", 0)).toThrow(RangeError);
    expect(clock.moved("ubereats")).toEqual([]);
  });

  it("keeps the clocks moved last when too many restaurants moved theirs", () => {
    const clock = createTwinClock(() => REAL);
    for (let index = 0; index <= MAX_MOVED_CLOCKS; index += 1) {
      clock.advance("ubereats", `r${index}`, MINUTE);
    }
    const moved = clock.moved("ubereats");
    expect(moved).toHaveLength(MAX_MOVED_CLOCKS);
    expect(clock.now("ubereats", "r0").getTime()).toBe(REAL);
    expect(clock.now("ubereats", `r${MAX_MOVED_CLOCKS}`).getTime()).toBe(REAL + MINUTE);
  });
});

describe("a twin's outage, one per restaurant", () => {
  it("fails only the restaurant and platform it was switched on for, until its end", () => {
    let real = REAL;
    const faults = createTwinFaults(() => real);
    faults.set("doordash", "a", { status: 503, until: REAL + MINUTE });
    expect(faults.active("doordash", "a", REAL)).toEqual({ status: 503, until: REAL + MINUTE });
    expect(faults.active("doordash", "b", REAL)).toBeNull();
    expect(faults.active("doordash", null, REAL)).toBeNull();
    expect(faults.active("grubhub", "a", REAL)).toBeNull();
    // Measured on the restaurant's own clock: ended there, ended.
    expect(faults.active("doordash", "a", REAL + MINUTE)).toBeNull();
    expect(faults.active("doordash", "a", REAL)).toBeNull();

    faults.set("doordash", "a", { status: 502, until: REAL + MINUTE });
    faults.set("doordash", "a", null);
    expect(faults.active("doordash", "a", REAL)).toBeNull();

    // A switch sweeps out the outages that ended in real time.
    faults.set("ubereats", "b", { status: 500, until: REAL + MINUTE });
    real = REAL + 2 * MINUTE;
    faults.set("ubereats", "c", { status: 500, until: real + MINUTE });
    expect(faults.active("ubereats", "b", REAL)).toBeNull();
    expect(faults.active("ubereats", "c", real)).toMatchObject({ status: 500 });
  });
});
