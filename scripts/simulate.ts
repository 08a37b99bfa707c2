import { z } from "zod";
import { sandboxClientSecret } from "../src/server/lib/sandbox-credentials";
import {
  buildWebhook,
  type SimulatedPlatform,
} from "../src/server/sandbox/twins/platform-webhooks";
import { configOrFail, fail, readOptions, stringOptions } from "./cli";
import { fetchPublicMenu } from "./simulate/public-menu";
import { driveTwin, SimulateError } from "./simulate/twin-driver";

/**
 * `npm run simulate` in two ways:
 * - `--platform P --email E --password W [--count N] [--rate R] [--url URL]` drives the
 *   platform's twin: orders placed there as a customer would, which the twin then follows
 *   on its own clock (scripts/simulate/twin-driver.ts);
 * - `--platform P --restaurant ID [--secret KEY] [--store ID] …` sends correctly signed,
 *   realistic webhooks straight to a running OrderDock, with dishes from the restaurant's
 *   website menu when its order form is on (else the built-in sample menu). Uber Eats goes
 *   through the sandbox: its signing secret comes from this installation's DATA_DIR, like
 *   the server's, and the sandbox serves each order from the sample menu.
 */
const USAGE = [
  "Usage: npm run simulate -- --platform shopify|woocommerce|doordash|grubhub|ubereats --email OWNER_EMAIL --password PASSWORD [--count N] [--rate PER_SECOND] [--url http://localhost:3000]",
  "   or: npm run simulate -- --platform shopify|woocommerce|doordash|grubhub|ubereats --restaurant ID [--secret KEY] [--store ID] [--count N] [--rate PER_SECOND] [--url http://localhost:3000]",
].join("\n");

const argsSchema = z
  .object({
    platform: z.enum(
      ["shopify", "woocommerce", "doordash", "grubhub", "ubereats"],
      "--platform must be shopify, woocommerce, doordash, grubhub or ubereats",
    ),
    restaurant: z
      .uuid("--restaurant must be the restaurant's id (shown in the website embed code)")
      .optional(),
    email: z.email("--email must be the owner's email address").optional(),
    password: z.string().min(1).optional(),
    secret: z.string().min(1).optional(),
    store: z.string().min(1).optional(),
    count: z.coerce.number().int().min(1, "--count must be at least 1").max(10_000).default(1),
    rate: z.coerce.number().positive("--rate must be above 0").max(1000).default(2),
    url: z.url("--url must be the server's address").optional(),
  })
  .refine((args) => Boolean(args.email) === Boolean(args.password), {
    message: "--email and --password go together: the owner who signs in to the twin",
  })
  .refine((args) => args.email || args.restaurant, {
    message: "--email and --password (through the twin) or --restaurant (webhooks) is required",
  })
  .refine((args) => args.email || args.platform === "ubereats" || args.secret, {
    message:
      "--secret is required: the key saved for this platform on the Platform Connections screen",
  })
  .refine((args) => args.email || args.platform !== "ubereats" || args.store, {
    message: "--store is required for Uber Eats: the connected store's id",
  });

const args = readOptions(
  argsSchema,
  stringOptions([
    "platform",
    "restaurant",
    "email",
    "password",
    "secret",
    "store",
    "count",
    "rate",
    "url",
  ]),
  USAGE,
);

const config = configOrFail();
const target = (args.url ?? config.publicUrl ?? `http://localhost:${config.port}`).replace(
  /\/+$/,
  "",
);
if (args.email && args.password) {
  try {
    const delivered = await driveTwin({
      url: target,
      email: args.email,
      password: args.password,
      platform: args.platform,
      count: args.count,
      rate: args.rate,
      log: (line) => process.stdout.write(`${line}\n`),
    });
    process.stdout.write(`${delivered} of ${args.count} placed and sent to OrderDock\n`);
    process.exit(delivered === args.count ? 0 : 1);
  } catch (error) {
    fail(
      error instanceof SimulateError
        ? error.message
        : `Could not reach ${target}: ${String(error)}`,
    );
  }
}
if (args.platform === "ubereats" && config.ubereats) {
  fail("UBEREATS_CLIENT_ID is set: real Uber Eats sends the webhooks, the sandbox is off.");
}
const secret =
  args.platform === "ubereats" ? sandboxClientSecret(config.sessionSecret) : (args.secret ?? "");

// Uber's webhook names the order only: the sandbox serves it, from the sample menu.
const menu =
  args.platform === "ubereats" ? [] : await fetchPublicMenu(target, args.restaurant ?? "");
process.stdout.write(
  args.platform === "ubereats"
    ? ""
    : menu.length > 0
      ? `Ordering from the restaurant's menu (${menu.length} dishes available)\n`
      : "The restaurant's website menu is off or empty: ordering from the sample menu\n",
);
let stored = 0;
for (let index = 0; index < args.count; index += 1) {
  const webhook = buildWebhook({
    platform: args.platform as SimulatedPlatform,
    restaurantId: args.restaurant ?? "",
    secret,
    storeId: args.store,
    menu,
  });
  const response = await fetch(`${target}${webhook.path}`, {
    method: "POST",
    headers: webhook.headers,
    body: webhook.body,
  }).catch((error: unknown) => fail(`Could not reach ${target}: ${String(error)}`));
  const answer = await response.text();
  process.stdout.write(
    `${index + 1}/${args.count} ${args.platform} → ${response.status} ${answer.slice(0, 200)}\n`,
  );
  if (response.ok) stored += 1;
  if (index + 1 < args.count) await new Promise((resolve) => setTimeout(resolve, 1000 / args.rate));
}
process.stdout.write(`${stored} of ${args.count} accepted\n`);
process.exit(stored === args.count ? 0 : 1);
