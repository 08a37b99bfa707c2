import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type GoLiveReport, goLiveReportSchema } from "../../domain/api/go-live-check";
import { PLATFORM_META, PLATFORMS, type Platform } from "../../domain/platforms";
import type { Config } from "../config";
import type { Database } from "../db/database";
import { badRequest, conflict } from "../errors";
import type { AddressGuard } from "../lib/address-guard";
import type { SecretsBox } from "../lib/secrets-box";
import type { SelfOrigin } from "../lib/self-origin";
import {
  failed,
  type GoLivePoint,
  ok,
} from "../modules/platform-calls/clients/go-live/go-live-point";
import { GO_LIVE_PROBES } from "../modules/platform-calls/clients/go-live/probes";
import { findConnection } from "../modules/platforms/platform-connections.repository";
import { listDeliveries } from "../modules/webhooks/deliveries.repository";
import { restaurantOf } from "../plugins/session";

/**
 * The go-live check of one connection (docs/go-live-check.md): the platform's harmless read
 * calls, through the same clients and credentials as its orders (the real platform when it
 * is configured, otherwise its twin), then OrderDock's own record of the platform's last
 * webhook. Nothing on the platform changes.
 */
export type GoLiveCheckOptions = {
  db: Database;
  box: SecretsBox;
  config: Config;
  origin: string;
  restaurantId: string;
  platform: Platform;
  now?: Date;
  addressGuard?: AddressGuard;
};

export async function runGoLiveCheck(options: GoLiveCheckOptions): Promise<GoLiveReport> {
  const { db, box, config, origin, restaurantId, platform, now = new Date() } = options;
  const name = PLATFORM_META[platform].displayName;
  if (platform === "website") {
    throw badRequest("The website form has no platform to check", "NOTHING_TO_CHECK");
  }
  const connection = await findConnection(db, restaurantId, platform);
  if (!connection?.isConnected) {
    throw conflict(`Connect ${name} before checking it`, "NOT_CONNECTED");
  }
  const points = await GO_LIVE_PROBES[platform]({
    config,
    origin,
    restaurantId,
    connection: { settings: connection.settings, secrets: box.open(connection.secretsEncrypted) },
    ...(options.addressGuard && { addressGuard: options.addressGuard }),
  });
  points.push(await webhookPoint(db, restaurantId, platform, now));
  return {
    platform,
    target: isLive(config, platform) ? "platform" : "twin",
    checkedAt: now.toISOString(),
    points,
  };
}

function isLive(config: Config, platform: Exclude<Platform, "website">): boolean {
  switch (platform) {
    case "ubereats":
      return config.ubereats !== null;
    case "doordash":
      return config.doordash !== null;
    case "grubhub":
      return config.grubhub !== null;
    case "shopify":
      return config.shopifyLive;
    case "woocommerce":
      return config.woocommerceLive;
  }
}

/** The platform's latest webhook as OrderDock received it: when, and what became of it. */
async function webhookPoint(
  db: Database,
  restaurantId: string,
  platform: Platform,
  now: Date,
): Promise<GoLivePoint> {
  const name = PLATFORM_META[platform].displayName;
  const [last] = await listDeliveries(db, { restaurantId, platform, limit: 1 });
  if (!last) return failed("webhook", `No webhook from ${name} has reached OrderDock yet`);
  const when = `${ago(last.receivedAt, now)} (${last.receivedAt.toISOString()})`;
  if (last.status === "refused") {
    return failed(
      "webhook",
      `The last webhook, ${when}, was refused: ${last.error ?? "no reason kept"}`,
    );
  }
  return ok("webhook", `The last webhook reached OrderDock ${when}`);
}

function ago(then: Date, now: Date): string {
  const minutes = Math.max(0, Math.round((now.getTime() - then.getTime()) / 60_000));
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? "" : "s"} ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} hour${hours === 1 ? "" : "s"} ago`;
  return `${Math.round(hours / 24)} days ago`;
}

/** POST /api/platforms/:platform/go-live-check, for the restaurant's owner. */
export function goLiveCheckRoutes({
  db,
  box,
  config,
  selfOrigin,
}: {
  db: Database;
  box: SecretsBox;
  config: Config;
  selfOrigin: SelfOrigin;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/platforms/:platform/go-live-check",
      {
        schema: {
          params: z.object({ platform: z.enum(PLATFORMS, "Unknown platform") }),
          response: { 200: goLiveReportSchema },
        },
      },
      async (request) => {
        const { restaurantId } = await restaurantOf(request);
        return runGoLiveCheck({
          db,
          box,
          config,
          origin: selfOrigin(),
          restaurantId,
          platform: request.params.platform,
        });
      },
    );
  };
}
