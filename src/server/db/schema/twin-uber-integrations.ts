import { boolean, pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

/**
 * The Uber Eats twin's integrations (docs/platform-twins.md): which Uber stores an app has
 * activated through `POST /v1/eats/stores/{store_id}/pos_data`, whether the integration is
 * on and whether the app is the store's order manager, as Uber's Get Integration Details
 * reports them. One row per Uber store, made by the first activation; a store Uber has no
 * row for was never activated.
 */
export const twinUberIntegrations = pgTable("twin_uber_integrations", {
  storeId: text("store_id").primaryKey(),
  integrationEnabled: boolean("integration_enabled").notNull(),
  isOrderManager: boolean("is_order_manager").notNull(),
  integratorStoreId: text("integrator_store_id"),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});
