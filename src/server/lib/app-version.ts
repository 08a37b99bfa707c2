import { readFileSync } from "node:fs";

/** The "System version" the admin panel shows: package.json's version, read once at start. */
export const APP_VERSION: string = (
  JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as {
    version: string;
  }
).version;
