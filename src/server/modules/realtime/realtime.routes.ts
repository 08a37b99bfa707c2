import type {} from "@fastify/websocket";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { RawData } from "ws";
import { roleMay } from "../../../domain/permissions";
import { CLOSE_FORBIDDEN, CLOSE_UNAUTHORIZED } from "../../../domain/realtime";
import type { Database } from "../../db/database";
import { HttpError } from "../../errors";
import type { EventBus } from "../../events/event-bus";
import { ROUTE_PERMISSIONS } from "../../plugins/route-permissions";
import { isSameOrigin } from "../../plugins/same-origin";
import { viewLocations } from "../locations/locations-asked";
import type { RealtimeHub } from "./realtime.hub";

export const FEED_DOWN_MESSAGE =
  "Live updates are reconnecting to the database. Please try again shortly.";
export const UPGRADE_REQUIRED = "This address takes a WebSocket connection";

/** Who may open the feed, from the permission table. */
const FEED_PERMISSION = ROUTE_PERMISSIONS["GET /ws"] ?? "orders.view";

/** How long a client refused while the event feed is down is told to wait. */
const FEED_DOWN_RETRY_SECONDS = 5;

/**
 * WebSocket /ws. The session cookie authenticates it (none: close 4401); a page of another
 * site cannot open it with our cookie (close 4403). While this instance's event feed is down
 * the upgrade itself is refused (503 with Retry-After): a socket opened then would look live
 * and hear nothing.
 */
export function registerRealtimeRoute(
  app: FastifyInstance,
  {
    db,
    hub,
    bus,
    publicUrl,
  }: {
    db: Database;
    hub: RealtimeHub;
    bus: Pick<EventBus, "isFeedUp">;
    publicUrl: string | undefined;
  },
): void {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : null;
  const refuseWhileFeedDown = async (_request: FastifyRequest, reply: FastifyReply) => {
    if (bus.isFeedUp()) return;
    await reply
      .status(503)
      .header("retry-after", String(FEED_DOWN_RETRY_SECONDS))
      .send({ message: FEED_DOWN_MESSAGE, code: "EVENTS_UNAVAILABLE" });
  };
  app.route({
    method: "GET",
    url: "/ws",
    preValidation: refuseWhileFeedDown,
    // A plain HTTP request here is told what the address takes, as every error is: in JSON.
    handler: async () => {
      throw new HttpError(426, UPGRADE_REQUIRED, "UPGRADE_REQUIRED", { upgrade: "websocket" });
    },
    wsHandler: (socket, request) => {
      // Messages can arrive while the session is being checked; keep them for the room.
      const pending: RawData[] = [];
      const hold = (data: RawData) => pending.push(data);
      socket.on("message", hold);

      void (async () => {
        if (!isSameOrigin(request, publicOrigin))
          return socket.close(CLOSE_FORBIDDEN, "Cross-site socket");
        const session = await request.getSession().catch((error: unknown) => {
          request.log.warn({ err: error }, "websocket session check failed");
          return null;
        });
        if (!session) return socket.close(CLOSE_UNAUTHORIZED, "Unauthorized");
        if (!session.user.restaurantId || !roleMay(session.user.role, FEED_PERMISSION))
          return socket.close(CLOSE_FORBIDDEN, "Not a restaurant's feed");
        // Its location's room, or with ?locations=all every location's of the person.
        const rooms = await viewLocations(
          db,
          session,
          (request.query as { locations?: unknown } | null)?.locations,
        );
        if (!rooms) return socket.close(CLOSE_FORBIDDEN, "Not your locations' feed");
        if (socket.readyState !== socket.OPEN) return;
        socket.off("message", hold);
        hub.join(rooms, socket, {
          pending,
          userId: session.user.id,
          sessionId: session.id,
        });
      })();
    },
  });
}
