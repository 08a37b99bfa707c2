import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { PLATFORMS } from "../../../domain/platforms";
import { createdAt, sqlList, timestamptz, updatedAt } from "./columns";
import { restaurants } from "./restaurants";

/**
 * One row per restaurant and platform. Non-secret settings (store URL, site URL) sit in
 * `settings`; every secret (API keys, OAuth tokens, webhook secrets) is one AES-256-GCM
 * ciphertext in `secrets_encrypted` and never leaves the server whole.
 */
export const platformConnections = pgTable(
  "platform_connections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    platform: text("platform", { enum: PLATFORMS }).notNull(),
    isConnected: boolean("is_connected").notNull().default(false),
    settings: jsonb("settings").$type<Record<string, string>>().notNull().default({}),
    secretsEncrypted: text("secrets_encrypted"),
    /** `uberEatsMerchantAgreementDate` in the API: when the owner accepted Uber's agreement. */
    merchantAgreementAcceptedAt: timestamptz("merchant_agreement_accepted_at"),
    connectedAt: timestamptz("connected_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique("platform_connections_restaurant_platform_unique").on(
      table.restaurantId,
      table.platform,
    ),
    check("platform_connections_platform_check", sql`${table.platform} in (${sqlList(PLATFORMS)})`),
    // Uber Eats' webhooks name the store, not the restaurant: every one looks its store up
    // (findUberConnectionByStore), which without this reads every connection.
    index("platform_connections_store_idx").on(sql`(${table.settings} ->> 'storeId')`),
  ],
);
