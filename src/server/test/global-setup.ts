import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openPglite } from "../db/pglite";
import { openPostgres } from "../db/postgres";
import {
  createDatabase,
  databaseName,
  dropDatabase,
  dropDatabasesLike,
  postgresBaseUrl,
} from "./postgres-admin";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data directory dump that each test file starts from. */
    pgliteSnapshot: string;
    /** A migrated PostgreSQL database that each test file copies. */
    postgresTemplate: string;
    /** Prefix of every database this run creates, so teardown finds them all. */
    postgresPrefix: string;
  }
}

/** Migrates once per run; each test file then gets a fresh copy in well under a second. */
export default async function setup(project: TestProject) {
  if (project.name.endsWith(":postgres")) return setupPostgres(project);
  return setupPglite(project);
}

async function setupPglite(project: TestProject) {
  const database = await openPglite({});
  await database.migrate();
  const snapshot = await database.dump();
  await database.close();
  const file = path.join(os.tmpdir(), `orderdock-pglite-${process.pid}-${Date.now()}.tar`);
  writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide("pgliteSnapshot", file);
  return () => rmSync(file, { force: true });
}

async function setupPostgres(project: TestProject) {
  const prefix = `${databaseName(postgresBaseUrl())}_${randomBytes(3).toString("hex")}`;
  const template = `${prefix}_template`;
  const url = await createDatabase(template);
  const database = await openPostgres({ url, poolSize: 1 });
  await database.migrate();
  await database.close();
  project.provide("postgresTemplate", template);
  project.provide("postgresPrefix", prefix);
  return async () => {
    await dropDatabasesLike(`${prefix}_t`);
    await dropDatabase(template);
  };
}
