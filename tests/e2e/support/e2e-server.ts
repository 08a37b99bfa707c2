import { loadConfig } from "../../../src/server/config";
import { openDatabase } from "../../../src/server/db/open-database";
import { seedDevelopmentData } from "../../../src/server/db/seed/seed-development";
import { createAccount } from "../../../src/server/modules/auth/accounts.service";
import { findUserByEmail } from "../../../src/server/modules/auth/users.repository";
import { E2E_ACCOUNTS } from "./accounts";

/**
 * The browser tests' server: prepares the data directory (the development seed plus the
 * accounts the tests own), then starts OrderDock exactly as `npm start` does.
 */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  await seedDevelopmentData({ db: database.db });
  for (const account of Object.values(E2E_ACCOUNTS)) {
    if (await findUserByEmail(database.db, account.email)) continue;
    await createAccount({
      db: database.db,
      email: account.email,
      password: account.password,
      name: account.name,
      role: "shop_owner",
      restaurantName: account.restaurant,
    });
  }
} finally {
  await database.close();
}

await import("../../../scripts/start");
