import { timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isUuid } from "../../../domain/ids";
import type { Database } from "../../db/database";
import { notFound } from "../../errors";
import type { MenuPublishContext } from "../platform-calls/clients/menu-clients";
import { toGrubhubMenu } from "../platform-calls/clients/menu-formats/grubhub-menu";
import { findDoorDashMenuId, findPublish, type MenuPublishRow } from "./menu-publishes.repository";

/**
 * The address a publish's menu is downloaded from (docs/menu-sync.md): Grubhub takes a menu
 * by fetching the `menu_url` it is given, in its normalized format. The address names the
 * publish and a random token kept with it, so only the platform told of it can read it; it
 * serves for `FEED_LIFETIME_MS` (Grubhub retries a download for five minutes).
 */
export const FEED_LIFETIME_MS = 24 * 3_600_000;

export function menuFeedUrl(origin: string, publish: Pick<MenuPublishRow, "id" | "feedToken">) {
  return `${origin}/feeds/grubhub/menus/${publish.id}/${publish.feedToken}`;
}

/**
 * The publish a menu call sends, as its client needs it when the outbox sends the call:
 * the menu as staff published it, the address Grubhub downloads it from and, for DoorDash,
 * the id its menu has there. Null for a call that names no publish (an 86 or a return).
 */
export async function publishOf(
  db: Database,
  call: { menuPublishId: string | null; restaurantId: string; platform: string },
  origin: string,
): Promise<MenuPublishContext | null> {
  const publish = call.menuPublishId ? await findPublish(db, call.menuPublishId) : null;
  if (!publish) return null;
  return {
    snapshot: publish.snapshot,
    feedUrl: menuFeedUrl(origin, publish),
    doorDashMenuId:
      call.platform === "doordash" ? await findDoorDashMenuId(db, call.restaurantId) : null,
  };
}

const paramsSchema = z.object({ publishId: z.string().max(100), token: z.string().max(100) });

function isSameToken(given: string, kept: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(kept);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function menuFeedRoutes({
  db,
  clock = () => new Date(),
}: {
  db: Database;
  clock?: () => Date;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/feeds/grubhub/menus/:publishId/:token",
      { schema: { params: paramsSchema } },
      async (request, reply) => {
        const { publishId, token } = request.params;
        const publish = isUuid(publishId) ? await findPublish(db, publishId) : null;
        const isLive =
          publish &&
          isSameToken(token, publish.feedToken) &&
          clock().getTime() - publish.createdAt.getTime() <= FEED_LIFETIME_MS;
        if (!publish || !isLive) throw notFound("Menu not found", "MENU_NOT_FOUND");
        return reply
          .header("cache-control", "no-store")
          .type("application/json; charset=utf-8")
          .send(toGrubhubMenu(publish.snapshot));
      },
    );
  };
}
