import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { permissionTables } from "./permissions-doc";

describe("docs/permissions.md", () => {
  const page = readFileSync(path.join(process.cwd(), "docs", "permissions.md"), "utf8");

  it("prints the permission table the code enforces: roles, screens and every route", () => {
    const tables = permissionTables();
    expect(page).toContain(tables.roles);
    expect(page).toContain(tables.screens);
    expect(page).toContain(tables.routes);
  });
});
