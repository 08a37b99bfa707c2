import path from "node:path";
import { fileURLToPath } from "node:url";
import { cruise, type IFlattenedRuleSet, type IModule } from "dependency-cruiser";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

/**
 * The direction of the code's imports (docs/architecture.md, "Which way imports run"):
 * - no file imports itself through others: a cycle of files, anywhere in `src`, type
 *   imports included;
 * - no client feature imports another feature (shared code lives outside `features/`);
 * - no server modules import each other, two of them or round a circle: a folder under
 *   `src/server/modules/` is a module, as is every other folder of `src/server/` (`db`,
 *   `lib`, `plugins`, `flows`, `sandbox`);
 * - no production file imports the sandbox (`src/server/sandbox/`), but the app's root,
 *   which loads its one entry, `sandbox/sandbox.ts`; and the sandbox uses no client's code
 *   (the list of platforms with store calls aside), only the credentials it provisions.
 *
 * `npm run imports` prints what breaks them; scripts/import-direction.test.ts keeps them.
 */
const ROOT = fileURLToPath(new URL("..", import.meta.url));

export type Violation = { rule: string; from: string; to: string; path?: string[] };

const RULES: IFlattenedRuleSet = {
  forbidden: [
    {
      name: "no-import-cycle",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-feature-into-feature",
      severity: "error",
      from: { path: "^src/client/features/([^/]+)/" },
      to: { path: "^src/client/features/", pathNot: "^src/client/features/$1/" },
    },
    {
      name: "no-production-into-sandbox",
      severity: "error",
      from: {
        path: "^src/server/",
        pathNot: [
          "^src/server/(sandbox|test|proof)/",
          "^src/server/(app|main)\\.ts$",
          "\\.test\\.ts$",
        ],
      },
      to: { path: "^src/server/sandbox/" },
    },
    {
      // A twin written from the client's code passes the client's wrong guesses unseen: the
      // sandbox shares only the credentials it provisions (lib/sandbox-credentials.ts).
      name: "no-twin-from-client-code",
      severity: "error",
      from: { path: "^src/server/sandbox/", pathNot: "\\.test\\.ts$" },
      to: { path: "^src/server/modules/platform-calls/clients/" },
    },
    {
      name: "sandbox-through-its-entry",
      severity: "error",
      from: { path: "^src/server/(app|main)\\.ts$" },
      to: { path: "^src/server/sandbox/", pathNot: "^src/server/sandbox/sandbox\\.ts$" },
    },
  ],
};

/** The files of `folders` (relative to `root`) with their resolved imports and rule breaks. */
export async function cruiseFolders(folders: string[], root = ROOT) {
  const previous = process.cwd();
  process.chdir(root);
  try {
    const tsConfig = extractTSConfig(path.join(ROOT, "tsconfig.base.json"));
    const result = await cruise(
      folders,
      {
        ruleSet: RULES,
        validate: true,
        tsPreCompilationDeps: true,
        doNotFollow: { path: "node_modules" },
        tsConfig: { fileName: path.join(ROOT, "tsconfig.base.json") },
      },
      {},
      { tsConfig },
    );
    if (typeof result.output === "string") throw new Error(result.output);
    const { modules, summary } = result.output;
    const fileViolations: Violation[] = summary.violations.map((violation) => ({
      rule: violation.rule.name,
      from: violation.from,
      to: violation.to,
      ...(violation.cycle && { path: violation.cycle.map((step) => step.name) }),
    }));
    return { modules, fileViolations };
  } finally {
    process.chdir(previous);
  }
}

/** The server module a production file belongs to; null for tests, test support and others. */
export function serverModuleOf(file: string): string | null {
  if (!file.startsWith("src/server/") || /\.test\.tsx?$/.test(file)) return null;
  const parts = file.slice("src/server/".length).split("/");
  if (parts[0] === "test" || parts[0] === "proof") return null;
  if (parts.length === 1) return null; // app.ts, main.ts, config.ts, errors.ts: the root
  if (parts[0] === "modules") return parts.length > 2 ? `modules/${parts[1]}` : null;
  return parts[0] ?? null;
}

export type MutualImport = { modules: string[]; imports: string[] };

/**
 * Every set of server modules that import each other, directly (a pair) or round a circle
 * (a imports b, b imports c, c imports a), with the imports between them.
 */
export function mutualModuleImports(modules: readonly IModule[]): MutualImport[] {
  const edges = new Map<string, Map<string, string[]>>();
  const edgesOf = (from: string) => {
    const known = edges.get(from);
    if (known) return known;
    const out = new Map<string, string[]>();
    edges.set(from, out);
    return out;
  };
  for (const module of modules) {
    const from = serverModuleOf(module.source);
    if (!from) continue;
    const out = edgesOf(from);
    for (const dependency of module.dependencies) {
      const to = serverModuleOf(dependency.resolved);
      if (!to || to === from) continue;
      edgesOf(to);
      out.set(to, [...(out.get(to) ?? []), `${module.source} -> ${dependency.resolved}`]);
    }
  }
  return stronglyConnected(edges)
    .filter((members) => members.length > 1)
    .map((members) => {
      const sorted = [...members].sort();
      const inside = new Set(sorted);
      const imports = sorted.flatMap((from) =>
        [...(edges.get(from) ?? [])]
          .filter(([to]) => inside.has(to))
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .flatMap(([, lines]) => lines),
      );
      return { modules: sorted, imports };
    })
    .sort((a, b) => (a.modules.join() < b.modules.join() ? -1 : 1));
}

/** Tarjan's strongly connected components of a directed graph. */
function stronglyConnected(edges: ReadonlyMap<string, ReadonlyMap<string, unknown>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    components.push(component);
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return components;
}

/**
 * The server's modules by layer, lowest first: a module stands one above the highest module
 * it imports (the drawing in docs/architecture.md). Only meaningful with no mutual imports.
 */
export function moduleLayers(modules: readonly IModule[]): string[][] {
  const imports = new Map<string, Set<string>>();
  for (const module of modules) {
    const from = serverModuleOf(module.source);
    if (!from) continue;
    const out = imports.get(from) ?? new Set<string>();
    imports.set(from, out);
    for (const dependency of module.dependencies) {
      const to = serverModuleOf(dependency.resolved);
      if (to && to !== from) out.add(to);
    }
  }
  const layers = new Map<string, number>();
  const layerOf = (module: string, seen: ReadonlySet<string>): number => {
    const known = layers.get(module);
    if (known !== undefined) return known;
    if (seen.has(module)) return 0;
    const below = [...(imports.get(module) ?? [])].map((to) =>
      layerOf(to, new Set([...seen, module])),
    );
    const layer = below.length === 0 ? 0 : Math.max(...below) + 1;
    layers.set(module, layer);
    return layer;
  };
  const result: string[][] = [];
  for (const module of [...imports.keys()].sort()) {
    const layer = layerOf(module, new Set());
    result[layer] = [...(result[layer] ?? []), module];
  }
  return result.map((layer) => layer ?? []);
}

/** Every break of the three rules in `folders`. */
export async function importDirection(folders = ["src"], root = ROOT) {
  const { modules, fileViolations } = await cruiseFolders(folders, root);
  return { fileViolations, mutualImports: mutualModuleImports(modules) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  if (process.argv.includes("--layers")) {
    const { modules } = await cruiseFolders(["src"]);
    const layers = moduleLayers(modules);
    for (const [index, layer] of [...layers.entries()].reverse())
      console.log(`${index}: ${layer.map((name) => name.replace(/^modules\//, "")).join(" · ")}`);
    process.exit(0);
  }
  const { fileViolations, mutualImports } = await importDirection();
  for (const violation of fileViolations)
    console.log(
      `${violation.rule}: ${violation.path?.join(" -> ") ?? violation.to} (from ${violation.from})`,
    );
  for (const pair of mutualImports) {
    console.log(`modules-importing-each-other: ${pair.modules.join(" <-> ")}`);
    for (const line of pair.imports) console.log(`  ${line}`);
  }
  console.log(`${fileViolations.length + mutualImports.length} broken`);
  process.exitCode = fileViolations.length + mutualImports.length === 0 ? 0 : 1;
}
