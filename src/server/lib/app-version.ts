import { readFileSync } from "node:fs";

/** spec §9 "System version": package.json's version, read once at start. */
export const APP_VERSION: string = (
  JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as {
    version: string;
  }
).version;
