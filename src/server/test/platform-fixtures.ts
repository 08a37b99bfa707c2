import { readdirSync, readFileSync } from "node:fs";

/**
 * Test support: the platforms' published payloads in tests/fixtures, each with a .source.txt
 * saying where it was published.
 */
const FIXTURES = new URL("../../../tests/fixtures/platform-payloads/", import.meta.url);

/** The `.json` fixture names of one platform ("shopify", "ubereats", ...), sorted. */
export function jsonFixtureNames(platform: string): string[] {
  return readdirSync(FIXTURES)
    .filter((name) => name.startsWith(`${platform}-`) && name.endsWith(".json"))
    .sort();
}

export function readFixtureText(name: string): string {
  return readFileSync(new URL(name, FIXTURES), "utf8");
}

export function readFixture(name: string): unknown {
  return JSON.parse(readFixtureText(name));
}
