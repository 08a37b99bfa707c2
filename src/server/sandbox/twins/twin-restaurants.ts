import type { FastifyRequest } from "fastify";
import { isUuid } from "../../../domain/ids";
import type { Database } from "../../db/database";
import type { TwinPlatform } from "../../lib/sandbox-credentials";
import {
  findConnection,
  findUberConnectionByStore,
} from "../../modules/platforms/platform-connections.repository";
import { findTwinOrder } from "./twin-orders.repository";

/**
 * How a twin call names the restaurant it is about (docs/platform-twins.md): each kind of
 * endpoint says it once, and the call then runs on that restaurant's clock, meets that
 * restaurant's outage, and is kept in that restaurant's record. Null: the call names no
 * restaurant the twin knows (real time, no outage, only a summary kept). Looked up before
 * the auth, so each is one indexed read.
 */
export type RestaurantOf = (request: FastifyRequest, db: Database) => Promise<string | null>;

/**
 * The restaurant a DoorDash location id, a Grubhub merchant id, or the store in a Shopify or
 * WooCommerce twin's path names: in the twins it is the restaurant's own id, with the
 * platform connected. A text that is not a uuid names no one and never reaches SQL.
 */
export async function restaurantOfStoreId(
  db: Database,
  platform: TwinPlatform,
  id: string,
): Promise<string | null> {
  if (!isUuid(id)) return null;
  const connection = await findConnection(db, id, platform);
  return connection?.isConnected ? id : null;
}

const paramOf = (request: FastifyRequest, name: string): string =>
  String((request.params as Record<string, unknown>)[name] ?? "");

/** The store id in the path (`:locationId`, `:merchantId`, `:restaurantId`). */
export const restaurantInPath =
  (platform: TwinPlatform, param: string): RestaurantOf =>
  (request, db) =>
    restaurantOfStoreId(db, platform, paramOf(request, param));

/** Uber's `:storeId`: the store Uber granted the connection on connecting. */
export const uberStoreInPath: RestaurantOf = async (request, db) => {
  const connection = await findUberConnectionByStore(db, paramOf(request, "storeId"));
  return connection?.isConnected ? connection.restaurantId : null;
};

/** Whose the order is that the call names (its id read by `orderIdOf`). */
export const restaurantOfOrder =
  (platform: TwinPlatform, orderIdOf: (request: FastifyRequest) => string): RestaurantOf =>
  async (request, db) => {
    const externalId = orderIdOf(request);
    if (!externalId) return null;
    return (await findTwinOrder(db, platform, externalId))?.restaurantId ?? null;
  };

/** A call that names no store (Grubhub's job ids are the app's, not a merchant's). */
export const namesNoRestaurant: RestaurantOf = async () => null;
