import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/**
 * Configuration, parsed once from the environment. A bad value stops the process with one
 * line naming the variable; secrets are never echoed back.
 */
export const PROJECT_ROOT = fileURLToPath(new URL("../../", import.meta.url));

const SECRET_VARIABLES = new Set([
  "UBEREATS_CLIENT_SECRET",
  "DOORDASH_SIGNING_SECRET",
  "GRUBHUB_SECRET_KEY",
  "SESSION_SECRET",
  "SECRETS_KEY",
  "DATABASE_URL",
  "SMTP_URL",
  "ADMIN_PASSWORD",
]);
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
const LOG_FORMATS = ["json", "pretty"] as const;

const secretsKeySchema = z
  .string()
  .refine((value) => decodeKey(value) !== null, "must be 32 bytes as 64 hex or base64 characters");

const envSchema = z
  .object({
    NODE_ENV: z
      .enum(["development", "production", "test"], "must be development, production or test")
      .default("development"),
    PORT: z.coerce
      .number("must be a number")
      .int("must be a whole number")
      .min(0, "must be between 0 and 65535")
      .max(65535, "must be between 0 and 65535")
      .default(3000),
    HOST: z.string().min(1).optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
      .optional(),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    SECRETS_KEY: secretsKeySchema.optional(),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
      .optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(", ")}`).default("info"),
    LOG_FORMAT: z.enum(LOG_FORMATS, "must be json or pretty").optional(),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })
      .optional(),
    MAIL_FROM: z.string().min(3).default("OrderDock <no-reply@orderdock.app>"),
    ADMIN_EMAIL: z.email("must be an email address").optional(),
    ADMIN_PASSWORD: z.string().min(6, "must be at least 6 characters").optional(),
    TRUST_PROXY: z
      .string()
      .regex(
        /^(true|false|\d+|[\d.:a-fA-F/,\s]+)$/,
        "must be true, false, a hop count or addresses",
      )
      .default("false"),
    UBEREATS_CLIENT_ID: z.string().min(1).optional(),
    UBEREATS_CLIENT_SECRET: z.string().min(8, "must be at least 8 characters").optional(),
    UBEREATS_AUTH_URL: z
      .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
      .default("https://auth.uber.com"),
    UBEREATS_API_URL: z
      .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
      .default("https://api.uber.com"),
    DOORDASH_DEVELOPER_ID: z.string().min(1).optional(),
    DOORDASH_KEY_ID: z.string().min(1).optional(),
    DOORDASH_SIGNING_SECRET: z.string().min(8, "must be at least 8 characters").optional(),
    DOORDASH_API_URL: z
      .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
      .default("https://openapi.doordash.com/marketplace"),
    GRUBHUB_PARTNER_KEY: z.string().min(1).optional(),
    GRUBHUB_CLIENT_ID: z.string().min(1).optional(),
    GRUBHUB_SECRET_KEY: z.string().min(8, "must be at least 8 characters").optional(),
    GRUBHUB_API_URL: z
      .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
      .default("https://api-third-party-gtm.grubhub.com"),
    OUTBOX_SENDERS: z.coerce
      .number("must be a number")
      .int("must be a whole number")
      .min(0, "must be between 0 and 16")
      .max(16, "must be between 0 and 16")
      .default(4),
    OUTBOX_MAX_RETRY_SECONDS: z.coerce
      .number("must be a number")
      .int("must be a whole number")
      .min(1, "must be between 1 and 3600")
      .max(3600, "must be between 1 and 3600")
      .default(60),
    SHOPIFY_LIVE: z.enum(["true", "false"], "must be true or false").default("false"),
    WOOCOMMERCE_LIVE: z.enum(["true", "false"], "must be true or false").default("false"),
    SANDBOX: z.enum(["on", "off"], "must be on or off").default("on"),
    UBER_SANDBOX_SCOPES: z
      .string()
      .regex(
        /^\s*[a-z_.]+(\s+[a-z_.]+)*\s*$/,
        "must be Uber scope names separated by spaces, e.g. eats.order eats.store",
      )
      .optional(),
    SIGNUP_ENABLED: z.enum(["true", "false"], "must be true or false").default("true"),
    PUSH_SERVICES: z
      .string()
      .regex(
        /^\s*https?:\/\/[^\s,/]+\s*(,\s*https?:\/\/[^\s,/]+\s*)*$/,
        "must be push service origins separated by commas, e.g. https://push.example.com",
      )
      .optional(),
    REFUSED_PAYLOAD_DAYS: z.coerce
      .number("must be a number")
      .int("must be a whole number")
      .min(1, "must be between 1 and 365")
      .max(365, "must be between 1 and 365")
      .default(7),
    DEMO_LOGINS_PER_HOUR: z.coerce
      .number("must be a number")
      .int("must be a whole number")
      .min(1, "must be between 1 and 1000")
      .max(1000, "must be between 1 and 1000")
      .default(10),
    DEMO_RESTAURANTS_MAX: z.coerce
      .number("must be a number")
      .int("must be a whole number")
      .min(1, "must be between 1 and 100000")
      .max(100_000, "must be between 1 and 100000")
      .default(1000),
    DEMO_RESTAURANTS_PER_HOUR: z.coerce
      .number("must be a number")
      .int("must be a whole number")
      .min(1, "must be between 1 and 100000")
      .max(100_000, "must be between 1 and 100000")
      .default(100),
    SIGNUPS_PER_HOUR: z.coerce
      .number("must be a number")
      .int("must be a whole number")
      .min(1, "must be between 1 and 100000")
      .max(100_000, "must be between 1 and 100000")
      .default(30),
  })
  .superRefine((env, ctx) => {
    requireTogether(env, ctx, [
      "DOORDASH_DEVELOPER_ID",
      "DOORDASH_KEY_ID",
      "DOORDASH_SIGNING_SECRET",
    ]);
    requireTogether(env, ctx, ["GRUBHUB_PARTNER_KEY", "GRUBHUB_CLIENT_ID", "GRUBHUB_SECRET_KEY"]);
    if (Boolean(env.UBEREATS_CLIENT_ID) !== Boolean(env.UBEREATS_CLIENT_SECRET)) {
      const missing = env.UBEREATS_CLIENT_ID ? "UBEREATS_CLIENT_SECRET" : "UBEREATS_CLIENT_ID";
      ctx.addIssue({
        code: "custom",
        path: [missing],
        message: "is required with the other UBEREATS_CLIENT_ variable",
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      const missing = env.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL";
      ctx.addIssue({
        code: "custom",
        path: [missing],
        message: "is required with the other ADMIN_ variable",
      });
    }
    if (env.NODE_ENV !== "production") return;
    for (const key of ["SESSION_SECRET", "SECRETS_KEY"] as const) {
      if (!env[key])
        ctx.addIssue({ code: "custom", path: [key], message: "is required in production" });
    }
  });

export type Environment = z.infer<typeof envSchema>;

/** Credentials that only make sense as a set: all of them or none. */
function requireTogether(
  env: Record<string, unknown>,
  ctx: z.RefinementCtx,
  names: readonly string[],
): void {
  const given = names.filter((name) => Boolean(env[name]));
  if (given.length === 0 || given.length === names.length) return;
  for (const name of names.filter((candidate) => !given.includes(candidate))) {
    ctx.addIssue({
      code: "custom",
      path: [name],
      message: `is required with ${given.join(" and ")}`,
    });
  }
}

export type Config = {
  env: Environment["NODE_ENV"];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string;
  secretsKey: Buffer;
  publicUrl: string | undefined;
  logLevel: Environment["LOG_LEVEL"];
  /** JSON lines for a log collector, or readable lines for a person at a terminal. */
  logFormat: (typeof LOG_FORMATS)[number];
  /** Where the built client lives; served with an SPA fallback when present. */
  clientDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The first administrator of a production install (created when no admin exists). */
  initialAdmin: { email: string; password: string } | undefined;
  /** Fastify's trustProxy: which proxies may tell us the client's address and protocol. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /**
   * Uber Eats app credentials and base URLs. Null: no credentials, so the built-in sandbox
   * plays Uber at /sandbox/ubereats through the same code path.
   */
  ubereats: { clientId: string; clientSecret: string; authUrl: string; apiUrl: string } | null;
  /**
   * DoorDash Marketplace and Grubhub POS developer credentials. Null: the platform's twin
   * inside OrderDock answers instead, through the same client (docs/platform-twins.md).
   */
  doordash: { developerId: string; keyId: string; signingSecret: string; apiUrl: string } | null;
  grubhub: { partnerKey: string; clientId: string; secretKey: string; apiUrl: string } | null;
  /**
   * Shopify and WooCommerce calls go to each restaurant's own store with the keys saved on
   * its connection when these are on; otherwise to their twins.
   */
  shopifyLive: boolean;
  woocommerceLive: boolean;
  /**
   * The sandbox: the platforms' twins, Uber's sandbox and the printer twins. Off, a platform
   * without credentials (or not live) cannot be reached, and demo printers stay offline.
   */
  sandbox: boolean;
  /**
   * The scopes Uber's sandbox grants OrderDock's app, as Uber's dashboard would; null: every
   * scope OrderDock uses. Fewer shows what a live app missing one meets.
   */
  uberSandboxScopes: string[] | null;
  /** How many calls to platforms this instance sends at once; 0 leaves them to others. */
  outboxSenders: number;
  /** The longest wait between two tries of a call a platform did not answer. */
  outboxMaxRetryMs: number;
  /** How long a refused webhook's body is kept to read and process again (then only its record). */
  refusedPayloadMs: number;
  /** Whether restaurants may start a free trial on their own at /signup. */
  signupEnabled: boolean;
  /**
   * Push services alerts may go to besides the browsers' own (docs/push-alerts.md), by
   * origin: a company's own, or a local one in tests.
   */
  pushServices: string[];
  /** Demo restaurants one address may open in an hour (each is a restaurant with history). */
  demoLoginsPerHour: number;
  /** Demo restaurants that may exist at once across the service; past it the demo waits. */
  demoRestaurantsMax: number;
  /** Demo restaurants the whole service opens in an hour, whatever the addresses. */
  demoRestaurantsPerHour: number;
  /** Restaurants the whole service lets sign themselves up in an hour, whatever the addresses. */
  signupsPerHour: number;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Pure: validates the variables without touching the disk. Throws ConfigError. */
export function parseEnvironment(source: NodeJS.ProcessEnv): Environment {
  // An empty variable (FOO= in a .env file) means "not set".
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const variable = String(issue.path[0] ?? "environment");
    const value = source[variable];
    const shown = value === undefined || SECRET_VARIABLES.has(variable) ? "" : ` (got "${value}")`;
    return `${variable} ${issue.message}${shown}`;
  });
  throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
}

/** Parses the environment and fills in the secrets a development machine may generate. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = parseEnvironment(source);
  const isProduction = env.NODE_ENV === "production";
  const dataDir = path.resolve(PROJECT_ROOT, env.DATA_DIR);
  const sessionSecret = env.SESSION_SECRET ?? readOrCreateSecret(dataDir, "session-secret");
  const secretsKey = decodeKey(env.SECRETS_KEY ?? readOrCreateSecret(dataDir, "secrets-key"));
  if (!secretsKey)
    throw new ConfigError(`Invalid configuration: ${dataDir}/secrets-key is damaged`);
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    // Development binds to this machine only: its seeded accounts have public passwords.
    host: env.HOST ?? (isProduction ? "0.0.0.0" : "localhost"),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    sessionSecret,
    secretsKey,
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, ""),
    logLevel: env.LOG_LEVEL,
    // Production's logs go to a collector; a development terminal is read by a person.
    logFormat: env.LOG_FORMAT ?? (isProduction ? "json" : "pretty"),
    clientDir: path.join(PROJECT_ROOT, "dist", "client"),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    initialAdmin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD }
        : undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    ubereats:
      env.UBEREATS_CLIENT_ID && env.UBEREATS_CLIENT_SECRET
        ? {
            clientId: env.UBEREATS_CLIENT_ID,
            clientSecret: env.UBEREATS_CLIENT_SECRET,
            authUrl: env.UBEREATS_AUTH_URL.replace(/\/+$/, ""),
            apiUrl: env.UBEREATS_API_URL.replace(/\/+$/, ""),
          }
        : null,
    doordash:
      env.DOORDASH_DEVELOPER_ID && env.DOORDASH_KEY_ID && env.DOORDASH_SIGNING_SECRET
        ? {
            developerId: env.DOORDASH_DEVELOPER_ID,
            keyId: env.DOORDASH_KEY_ID,
            signingSecret: env.DOORDASH_SIGNING_SECRET,
            apiUrl: env.DOORDASH_API_URL.replace(/\/+$/, ""),
          }
        : null,
    grubhub:
      env.GRUBHUB_PARTNER_KEY && env.GRUBHUB_CLIENT_ID && env.GRUBHUB_SECRET_KEY
        ? {
            partnerKey: env.GRUBHUB_PARTNER_KEY,
            clientId: env.GRUBHUB_CLIENT_ID,
            secretKey: env.GRUBHUB_SECRET_KEY,
            apiUrl: env.GRUBHUB_API_URL.replace(/\/+$/, ""),
          }
        : null,
    shopifyLive: env.SHOPIFY_LIVE === "true",
    woocommerceLive: env.WOOCOMMERCE_LIVE === "true",
    sandbox: env.SANDBOX === "on",
    uberSandboxScopes: env.UBER_SANDBOX_SCOPES?.trim().split(/\s+/) ?? null,
    outboxSenders: env.OUTBOX_SENDERS,
    outboxMaxRetryMs: env.OUTBOX_MAX_RETRY_SECONDS * 1000,
    signupEnabled: env.SIGNUP_ENABLED === "true",
    pushServices: (env.PUSH_SERVICES ?? "")
      .split(",")
      .map((origin) => origin.trim())
      .filter((origin) => origin !== "")
      .map((origin) => new URL(origin).origin),
    refusedPayloadMs: env.REFUSED_PAYLOAD_DAYS * 24 * 3600_000,
    demoLoginsPerHour: env.DEMO_LOGINS_PER_HOUR,
    demoRestaurantsMax: env.DEMO_RESTAURANTS_MAX,
    demoRestaurantsPerHour: env.DEMO_RESTAURANTS_PER_HOUR,
    signupsPerHour: env.SIGNUPS_PER_HOUR,
  };
}

function parseTrustProxy(value: string): Config["trustProxy"] {
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^\d+$/.test(value)) {
    // A hop count: trust that many proxies in front of us, as Express and Fastify do.
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

function decodeKey(value: string): Buffer | null {
  const trimmed = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, "hex")
    : Buffer.from(trimmed, "base64");
  return key.length === 32 ? key : null;
}

/** A 32-byte secret kept in DATA_DIR (mode 0600) so restarts keep sessions and ciphertexts. */
function readOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  try {
    return readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64");
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return readFileSync(file, "utf8").trim();
  }
}
