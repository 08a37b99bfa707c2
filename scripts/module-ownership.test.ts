import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Two ownership rules of the server (docs/architecture.md), kept by reading its sources:
 * - only the restaurants module writes the `restaurants` table
 *   (docs/decisions/045-restaurants-module-owns-its-table.md);
 * - only the orders module writes the `orders` and `order_events` tables: another module
 *   asks it (docs/architecture.md, "Which way imports run");
 * - an order's status changes only through `moveOrderStatus`, the one writer of the status,
 *   its event and its message, whoever moves it;
 * - plugins (cross-cutting: sessions, headers, errors) use no module's service: the app
 *   hands them what they need.
 * Tests, test support and the proofs set rows up as they need and are not read.
 */
const ROOT = fileURLToPath(new URL("..", import.meta.url));

function serverSources(): string[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
  });
  return listed
    .split("\n")
    .filter((file) => file.startsWith("src/server/") && file.endsWith(".ts"))
    .filter((file) => !file.endsWith(".test.ts"))
    .filter(
      (file) => !file.startsWith("src/server/test/") && !file.startsWith("src/server/proof/"),
    );
}

/** The files, outside those allowed, with a line matching the pattern. */
function filesMatching(pattern: RegExp, allowed: (file: string) => boolean): string[] {
  return serverSources()
    .filter((file) => !allowed(file))
    .filter((file) => pattern.test(readFileSync(path.join(ROOT, file), "utf8")));
}

const WRITES_RESTAURANTS =
  /\.(update|insert|delete)\(restaurants\)|\b(update|insert\s+into|delete\s+from)\s+restaurants\b/i;
const WRITES_ORDERS =
  /\.(update|insert|delete)\((orders|orderEvents)\)|insertJsonRows\([^)]*\b(orders|orderEvents)\b|\b(update|insert\s+into|delete\s+from)\s+(\$\{(orders|orderEvents)\}|orders\b|order_events\b)/i;
const MOVES_STATUS = /\b(setOrderStatus|insertOrderEvent)\(/;
const IMPORTS_A_SERVICE = /^import (?!type )[^;]*from "[^"]*\.service";/m;

describe("who writes what on the server", () => {
  it("only the restaurants module writes the restaurants table", () => {
    const writers = filesMatching(WRITES_RESTAURANTS, (file) =>
      file.startsWith("src/server/modules/restaurants/"),
    );
    expect(writers).toEqual([]);
  });

  it("only the orders module writes orders and their events", () => {
    const writers = filesMatching(WRITES_ORDERS, (file) =>
      file.startsWith("src/server/modules/orders/"),
    );
    expect(writers).toEqual([]);
  });

  it("only moveOrderStatus writes an order's status and its event", () => {
    const writers = filesMatching(
      MOVES_STATUS,
      (file) =>
        file === "src/server/modules/orders/orders.repository.ts" ||
        file === "src/server/modules/orders/move-order-status.ts",
    );
    expect(writers).toEqual([]);
  });

  it("no plugin imports a module's service", () => {
    const importers = filesMatching(
      IMPORTS_A_SERVICE,
      (file) => !file.startsWith("src/server/plugins/"),
    );
    expect(importers).toEqual([]);
  });

  it("recognises what it looks for", () => {
    expect(WRITES_RESTAURANTS.test("await tx.update(restaurants).set({ name })")).toBe(true);
    expect(WRITES_RESTAURANTS.test("insert into restaurants (name) values ($1)")).toBe(true);
    expect(WRITES_RESTAURANTS.test(".from(restaurants).where(eq(restaurants.id, id))")).toBe(false);
    expect(MOVES_STATUS.test("await setOrderStatus(tx, { orderId, status, at })")).toBe(true);
    expect(WRITES_ORDERS.test("const [row] = await tx\n    .update(orders)")).toBe(true);
    // As it stands in a file: a raw SQL template naming the table.
    const rawSql = ["update ", "$", "{orders} set platform_call = $1"].join("");
    expect(WRITES_ORDERS.test(rawSql)).toBe(true);
    expect(WRITES_ORDERS.test("await insertJsonRows(db, orderEvents, events);")).toBe(true);
    expect(WRITES_ORDERS.test(".leftJoin(orders, eq(orders.id, picked.pickedOrderId))")).toBe(
      false,
    );
    const service = 'import { authenticate } from "../modules/auth/auth.service";';
    expect(IMPORTS_A_SERVICE.test(service)).toBe(true);
    const typeOnly = 'import type { Session } from "../modules/auth/auth.service";';
    expect(IMPORTS_A_SERVICE.test(typeOnly)).toBe(false);
  });
});
