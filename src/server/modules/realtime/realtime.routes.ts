import type {} from "@fastify/websocket";
import type { FastifyInstance } from "fastify";
import type { RawData } from "ws";
import { CLOSE_FORBIDDEN, CLOSE_UNAUTHORIZED } from "../../../domain/realtime";
import { HttpError } from "../../errors";
import { isSameOrigin } from "../../plugins/same-origin";
import type { RealtimeHub } from "./realtime.hub";

export const UPGRADE_REQUIRED = "This address takes a WebSocket connection";

/**
 * WebSocket /ws. The session cookie authenticates it (none: close 4401); a page of another
 * site cannot open it with our cookie (close 4403).
 */
export function registerRealtimeRoute(
  app: FastifyInstance,
  { hub, publicUrl }: { hub: RealtimeHub; publicUrl: string | undefined },
): void {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : null;
  app.route({
    method: "GET",
    url: "/ws",
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
        if (!session.user.restaurantId) return socket.close(CLOSE_FORBIDDEN, "No restaurant");
        if (socket.readyState !== socket.OPEN) return;
        socket.off("message", hold);
        hub.join(session.user.restaurantId, socket, {
          pending,
          userId: session.user.id,
          sessionId: session.id,
        });
      })();
    },
  });
}
