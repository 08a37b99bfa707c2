import { mkdirSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector";
import path from "node:path";

/**
 * Preloaded into a server process when BENCH_PROFILE_DIR is set (bench-server.ts): records
 * a V8 CPU profile from start to exit and writes it there as <pid>.cpuprofile, to open in
 * Chrome DevTools or speedscope. (`--cpu-prof` itself is not allowed in NODE_OPTIONS.)
 */
const directory = process.env.BENCH_PROFILE_DIR;
if (directory) {
  const session = new Session();
  session.connect();
  session.post("Profiler.enable");
  session.post("Profiler.setSamplingInterval", { interval: 200 });
  session.post("Profiler.start");
  process.on("exit", () => {
    // The in-process inspector session answers synchronously, so this runs before exit.
    session.post("Profiler.stop", (error, result) => {
      if (error) return;
      mkdirSync(directory, { recursive: true });
      writeFileSync(
        path.join(directory, `${process.pid}.cpuprofile`),
        JSON.stringify(result.profile),
      );
    });
  });
}
