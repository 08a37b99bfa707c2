import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { permissionTables } from "./permissions-doc";

/**
 * A markdown table's rows as cells, whatever the padding the formatter gives them; a
 * separator row's cells become "---" (or ":-:" when centred).
 */
function tableRows(markdown: string): string[] {
  return markdown
    .split("\n")
    .filter((line) => line.trim().startsWith("|"))
    .map((line) =>
      line
        .trim()
        .slice(1, -1)
        .split("|")
        .map((cell) => {
          const text = cell.trim();
          if (/^:-+:$/.test(text)) return ":-:";
          return /^-+$/.test(text) ? "---" : text;
        })
        .join(" | "),
    );
}

describe("docs/permissions.md", () => {
  const page = tableRows(readFileSync(path.join(process.cwd(), "docs", "permissions.md"), "utf8"));

  it("prints the permission table the code enforces: roles, screens and every route", () => {
    const tables = permissionTables();
    for (const table of [tables.roles, tables.screens, tables.routes]) {
      const rows = tableRows(table);
      const start = page.indexOf(rows[0] ?? "");
      expect(start, rows[0]).toBeGreaterThanOrEqual(0);
      expect(page.slice(start, start + rows.length)).toEqual(rows);
    }
  });
});
