import { spawn } from "node:child_process";
import path from "node:path";

/**
 * `npm run proof`: the proof tests of `src/server/proof/` at full size (PROOF_SCALE=full),
 * on PGlite and, when TEST_DATABASE_URL names a PostgreSQL database, on PostgreSQL too.
 * Extra arguments go to Vitest (a file name narrows the run).
 */
const vitest = path.join("node_modules", ".bin", "vitest");
const child = spawn(vitest, ["run", "src/server/proof", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, PROOF_SCALE: "full" },
});
child.on("exit", (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
