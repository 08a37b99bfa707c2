import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The repository explains itself: no comment or document cites a text outside it (the
 * product specification's or design's sections, the shared platform notes) or an issue
 * number. Rules are written in the team's own words in docs/, and comments point there.
 */
const ROOT = fileURLToPath(new URL("..", import.meta.url));

const CITATIONS: ReadonlyArray<[RegExp, string]> = [
  [/\bspec(ification)?\s*§/i, "a section of the specification"],
  [/\bdesign\s*§/i, "a section of the design document"],
  [/(^|[^-\w])platforms(-outbound)?\.md\b/, "the shared platform notes"],
  [/\.\.\/shared\b/, "a folder outside the repository"],
  [/\bissues?\s+#?\d+(\s*(,|and)\s*#?\d+)*\b/i, "an issue number"],
  [/\bsee\s+#\d+\b/i, "an issue number"],
];

/** What the team writes: sources, tests, scripts, configuration and documents. */
const WRITTEN = /\.(ts|tsx|js|mjs|cjs|css|md|json|yml|yaml|sh)$|^\.ci\/run$/;

function writtenFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
  });
  return listed
    .split("\n")
    .filter((file) => WRITTEN.test(file))
    .filter((file) => !file.startsWith("drizzle/meta/") && file !== "package-lock.json");
}

/** Each line of a file that cites something outside the repository, with what it cites. */
function citationsIn(text: string): Array<{ line: number; cites: string }> {
  const found: Array<{ line: number; cites: string }> = [];
  text.split("\n").forEach((line, index) => {
    for (const [pattern, cites] of CITATIONS)
      if (pattern.test(line)) found.push({ line: index + 1, cites });
  });
  return found;
}

/**
 * The examples are put together from words, so that this file cites nothing itself and is
 * read like every other.
 */
const [SPEC, DESIGN, PLATFORM_NOTES, SHARED, ISSUE] = [
  "spec",
  "design",
  "platforms",
  "shared",
  "issue",
];

describe("a repository that explains itself", () => {
  it("recognises each kind of citation, and leaves ordinary words alone", () => {
    expect(citationsIn(`// ${SPEC} §9: the card flashes`).map((hit) => hit.cites)).toEqual([
      "a section of the specification",
    ]);
    expect(citationsIn(`/* ${DESIGN} §4.2 */`)).toHaveLength(1);
    expect(citationsIn(` * as ${PLATFORM_NOTES}-outbound.md says`)).toHaveLength(1);
    expect(citationsIn(`// see ../${SHARED}/fixtures`)).toHaveLength(1);
    expect(citationsIn(`// the targets of ${ISSUE}s 4 and 10`)).toHaveLength(1);
    expect(citationsIn(`// fixed in ${ISSUE} #12`)).toHaveLength(1);
    for (const ordinary of [
      "// an issue with the printer's paper",
      "[platform-twins.md](platform-twins.md)",
      "const SECTION = '§';",
      "// 4 issues remain open on the platform's side",
    ])
      expect(citationsIn(ordinary), ordinary).toEqual([]);
  });

  it("has no comment or document citing a text outside it or an issue number", () => {
    const files = writtenFiles();
    expect(files.length).toBeGreaterThan(500);
    const problems = files.flatMap((file) =>
      citationsIn(readFileSync(path.join(ROOT, file), "utf8")).map(
        (hit) => `${file}:${hit.line} cites ${hit.cites}`,
      ),
    );
    expect(problems).toEqual([]);
  });
});
