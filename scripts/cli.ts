import { type ParseArgsConfig, parseArgs } from "node:util";
import type { z } from "zod";
import { type Config, ConfigError, loadConfig } from "../src/server/config";

/** What the command-line scripts (user:create, simulate, printer) share. */

/** Says why on stderr and exits: 1 for a failure, 2 for a wrong call. */
export function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

/**
 * The script's options, checked: an unknown or incomplete option, or a value its schema
 * refuses, says which, then how to call the script.
 */
export function readOptions<Schema extends z.ZodType>(
  schema: Schema,
  options: NonNullable<ParseArgsConfig["options"]>,
  usage: string,
  { code = 1 }: { code?: number } = {},
): z.output<Schema> {
  let values: unknown;
  try {
    values = parseArgs({ options, strict: true }).values;
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${usage}`, code);
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success)
    fail(`${parsed.error.issues.map((issue) => issue.message).join("; ")}\n${usage}`, code);
  return parsed.data;
}

/** Options that each take a value. */
export function stringOptions(names: readonly string[]) {
  return Object.fromEntries(names.map((name) => [name, { type: "string" as const }]));
}

/** This installation's configuration, as the server reads it; a bad one ends the script. */
export function configOrFail(): Config {
  try {
    return loadConfig();
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error));
  }
}
