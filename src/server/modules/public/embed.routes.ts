import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isUuid } from "../../../domain/ids";
import type { Database } from "../../db/database";
import type { SelfOrigin } from "../../lib/self-origin";
import { findLocationOf, findUserByEmail } from "../auth/users.repository";
import { DEVELOPMENT_ACCOUNTS } from "../sample-data/seed-development";
import { type DemoRestaurant, renderEmbedDemoPage } from "./embed-demo-page";
import { findOrderingRestaurant } from "./public.repository";

/**
 * The website order form: GET /embed.js, the script restaurants paste into their
 * own sites, and GET /embed-demo, a sample site that shows it.
 */
export type EmbedOptions = {
  db: Database;
  /** Where `npm run build` leaves embed.js: dist/embed, beside the client. */
  embedDir: string;
  /** Outside production, /embed-demo falls back to the development owner's restaurant. */
  isProduction: boolean;
  /** OrderDock's own address, which the sample page's snippet loads embed.js from. */
  selfOrigin: SelfOrigin;
};

export const EMBED_NOT_BUILT =
  "The OrderDock order form (embed.js) is not built yet: run `npm run build` or `npm start`.";

// The restaurant the sample page shows when nobody names one: the development owner's.
const DEMO_OWNER_EMAIL = DEVELOPMENT_ACCOUNTS.find(
  (account) => account.role === "shop_owner",
)?.email;

export function registerEmbed(
  app: FastifyInstance,
  { db, embedDir, isProduction, selfOrigin }: EmbedOptions,
): void {
  const scriptPath = path.join(embedDir, "embed.js");

  app.get("/embed.js", async (request, reply) => {
    // Any site may load it: a cross-origin <script> needs these over helmet's same-origin.
    reply
      .header("access-control-allow-origin", "*")
      .header("cross-origin-resource-policy", "cross-origin");
    // Read per request (it is small), so a rebuild is served without a restart.
    const stats = await stat(scriptPath).catch(() => null);
    if (!stats) {
      return reply
        .status(503)
        .header("cache-control", "no-store")
        .type("text/plain; charset=utf-8")
        .send(EMBED_NOT_BUILT);
    }
    // Five minutes: a new form reaches every restaurant's site soon after a deploy.
    const etag = `W/"${stats.size.toString(16)}-${Math.trunc(stats.mtimeMs).toString(16)}"`;
    reply.header("cache-control", "public, max-age=300").header("etag", etag);
    if (request.headers["if-none-match"] === etag) return reply.status(304).send();
    return reply.type("application/javascript; charset=utf-8").send(await readFile(scriptPath));
  });

  app.get("/embed-demo", async (request, reply) => {
    const restaurant = await findDemoRestaurant(db, request, isProduction);
    return reply
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(renderEmbedDemoPage({ restaurant, origin: selfOrigin() }));
  });
}

/** `?restaurant=<id>`, else the signed-in owner's restaurant, else the development one. */
async function findDemoRestaurant(
  db: Database,
  request: FastifyRequest,
  isProduction: boolean,
): Promise<DemoRestaurant> {
  const { restaurant: requested } = request.query as { restaurant?: unknown };
  if (typeof requested === "string" && requested.trim()) {
    return demoRestaurantOf(db, requested.trim());
  }
  const session = await request.getSession();
  if (session?.user.restaurantId) return demoRestaurantOf(db, session.user.restaurantId);
  const owner =
    DEMO_OWNER_EMAIL && !isProduction ? await findUserByEmail(db, DEMO_OWNER_EMAIL) : null;
  const ownersLocation = owner && (await findLocationOf(db, owner.id, null));
  if (ownersLocation) return demoRestaurantOf(db, ownersLocation);
  return { kind: "none" };
}

async function demoRestaurantOf(db: Database, restaurantId: string): Promise<DemoRestaurant> {
  const restaurant = isUuid(restaurantId) ? await findOrderingRestaurant(db, restaurantId) : null;
  if (!restaurant) return { kind: "unknown" };
  return {
    kind: "found",
    id: restaurant.id,
    name: restaurant.name,
    isOrderingEnabled: restaurant.isWebsiteEnabled,
  };
}
