import { type ChildProcess, spawn } from "node:child_process";
import { PROJECT_ROOT } from "../config";

/**
 * Runs `src/server/main.ts` as its own process, as `npm start` does, so tests can watch
 * its output, talk to it over HTTP and send it signals.
 */
export type ServerProcess = {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Resolves once the server has printed something matching the pattern. */
  waitForOutput(pattern: RegExp | string, timeoutMs?: number): Promise<void>;
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

export function runServer(env: NodeJS.ProcessEnv): {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

// Guards, not measures: a start that migrates takes seconds alone and a minute or more on a
// machine busy with other work.
export async function startServer(
  env: NodeJS.ProcessEnv,
  timeoutMs = 120_000,
): Promise<ServerProcess> {
  const { child, output, exited } = runServer({ PORT: "0", HOST: "127.0.0.1", ...env });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start:\n${output()}`)),
      timeoutMs,
    );
    const check = () => {
      const match = /OrderDock is running at (http:\/\/\S+)/.exec(output());
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on("data", check);
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before starting:\n${output()}`));
    });
  });
  return {
    child,
    url,
    output,
    waitForOutput: (pattern, waitMs = 30_000) =>
      new Promise<void>((resolve, reject) => {
        const matches = () =>
          typeof pattern === "string" ? output().includes(pattern) : pattern.test(output());
        if (matches()) return resolve();
        const timer = setTimeout(() => {
          child.stdout?.off("data", check);
          reject(new Error(`no ${pattern} in the output:\n${output()}`));
        }, waitMs);
        function check() {
          if (!matches()) return;
          clearTimeout(timer);
          child.stdout?.off("data", check);
          resolve();
        }
        child.stdout?.on("data", check);
      }),
    stop: (signal = "SIGTERM") => {
      child.kill(signal);
      return exited;
    },
  };
}
