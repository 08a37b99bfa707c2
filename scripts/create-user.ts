import { z } from "zod";
import { emailSchema, passwordSchema } from "../src/domain/api/auth";
import { openDatabase } from "../src/server/db/open-database";
import { HttpError } from "../src/server/errors";
import { createAccount } from "../src/server/modules/auth/accounts.service";
import { configOrFail, fail, readOptions, stringOptions } from "./cli";

/**
 * `npm run user:create -- --email E --password P --role R [--restaurant NAME] [--name NAME]`
 * creates an account in the configured database (DATABASE_URL or DATA_DIR). An owner gets
 * a new restaurant of that name.
 */
const USAGE =
  "Usage: npm run user:create -- --email E --password P --role admin|shop_owner [--restaurant NAME] [--name NAME]";

const argsSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    role: z.enum(["admin", "shop_owner"], "--role must be admin or shop_owner"),
    restaurant: z.string().trim().min(1, "--restaurant cannot be blank").optional(),
    name: z.string().trim().min(1).optional(),
  })
  .refine((args) => args.role !== "shop_owner" || args.restaurant, {
    message: "A shop_owner needs --restaurant NAME",
  })
  .refine((args) => args.role !== "admin" || !args.restaurant, {
    message: "An admin has no restaurant: leave out --restaurant",
  });

const args = readOptions(
  argsSchema,
  stringOptions(["email", "password", "role", "restaurant", "name"]),
  USAGE,
);

const config = configOrFail();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
}).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
try {
  await database.migrate();
  const user = await createAccount({
    db: database.db,
    email: args.email,
    password: args.password,
    role: args.role,
    name: args.name ?? args.email.split("@")[0] ?? args.email,
    restaurantName: args.restaurant,
  });
  const where = args.restaurant ? ` for the restaurant "${args.restaurant}"` : "";
  process.stdout.write(`Created ${user.role} ${user.email}${where} in ${database.description}\n`);
} catch (error) {
  process.exitCode = 1;
  process.stderr.write(`${error instanceof HttpError ? error.message : String(error)}\n`);
} finally {
  await database.close();
}
