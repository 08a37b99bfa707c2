import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * PGlite is a single-process database: two servers on one data directory would corrupt
 * it. The lock file names the owning process; a lock left by a dead process is taken over.
 */
export class DataDirInUseError extends Error {
  override name = "DataDirInUseError";
}

export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "orderdock.pid");
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = Number(readFileSync(file, "utf8"));
    if (isAlive(owner) && owner !== process.pid) {
      throw new DataDirInUseError(
        `The data directory ${dir} is in use by another OrderDock process (pid ${owner}). Stop it or set DATA_DIR to another directory.`,
      );
    }
    rmSync(file, { force: true });
  }
  throw new DataDirInUseError(`Could not lock the data directory ${dir}`);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
