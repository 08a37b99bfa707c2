import { describe, expect, it } from "vitest";
import { formatDatabaseEngine, formatSessionLength } from "./format";

describe("session lengths as people say them", () => {
  it.each([
    [1, "1 hour"],
    [12, "12 hours"],
    [24, "24 hours"],
    [36, "36 hours"],
    [48, "2 days"],
    [168, "7 days"],
  ])("%i hours reads %s", (hours, text) => {
    expect(formatSessionLength(hours)).toBe(text);
  });
});

describe("the database engine's name", () => {
  it.each([
    [{ engine: "PostgreSQL", serverVersion: "15.19" }, "PostgreSQL 15.19"],
    [{ engine: "PostgreSQL", serverVersion: null }, "PostgreSQL"],
    [{ engine: "PGlite", serverVersion: "0.5.16" }, "PGlite (embedded)"],
  ] as const)("%o reads %s", (database, text) => {
    expect(formatDatabaseEngine({ ...database, connected: true, latencyMs: 1 })).toBe(text);
  });
});
