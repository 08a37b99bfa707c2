import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import type { Permission } from "../../../domain/permissions";
import { actorColumns } from "../../actor";
import type { Database } from "../../db/database";
import { ROUTE_PERMISSIONS } from "../../plugins/route-permissions";
import { actorOf } from "../../plugins/session";
import { insertActivity } from "./activity.repository";
import {
  ACTIVITY_OF_ROUTE,
  type ActivityOfRoute,
  actionOf,
  KIND_OF_PERMISSION,
  subjectOf,
} from "./activity-of-route";

/**
 * Writes the activity log (docs/activity-log.md): each change a restaurant's route made, once
 * it succeeded and before the answer goes out, with who made it and on which device. A log
 * line that cannot be written is reported, never turned into a refusal of the change made. A route
 * of the permission table that changes something but is not named in `ACTIVITY_OF_ROUTE`
 * stops the app from starting. Must be registered before the routes.
 */
export function registerActivityLog(app: FastifyInstance, { db }: { db: Database }): void {
  const logged = new Map<string, { spec: ActivityOfRoute; permission: Permission }>();
  app.addHook("onRoute", (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === "GET" || method === "HEAD") continue;
      const key = `${method} ${route.url}`;
      const permission = ROUTE_PERMISSIONS[key];
      if (!permission) continue;
      const spec = ACTIVITY_OF_ROUTE[key];
      if (!spec)
        throw new Error(`${key}: say what the activity log calls it in activity-of-route.ts`);
      logged.set(key, { spec, permission });
    }
  });
  // The answer as the route gave it, before it is serialized and compressed.
  const answers = new WeakMap<FastifyRequest, unknown>();
  app.addHook("preSerialization", async (request, _reply, payload) => {
    if (logged.has(routeKeyOf(request))) answers.set(request, payload);
    return payload;
  });
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode >= 300) return payload;
    const entry = logged.get(routeKeyOf(request));
    if (!entry) return payload;
    try {
      const session = await request.getSession();
      const restaurantId = session?.user.restaurantId;
      if (!session || !restaurantId) return payload;
      const body = isRecord(request.body) ? request.body : undefined;
      await insertActivity(db, {
        restaurantId,
        kind: KIND_OF_PERMISSION[entry.permission],
        action: actionOf(entry.spec, body),
        subject:
          notedSubjects.get(request) ??
          subjectOf(entry.spec, {
            body,
            params: request.params as Record<string, string>,
            answer: answers.get(request),
          }),
        ...actorColumns(actorOf(session)),
      });
    } catch (error) {
      // The change itself is made and answered; a line missing from the log is reported.
      request.log.error({ err: error }, "activity log entry not written");
    }
    return payload;
  });
}

const notedSubjects = new WeakMap<FastifyRequest, string>();

/**
 * What a change was done to, said by its route when the answer does not name it (a removal
 * answers 204, a role change the whole team): "Kai Chen", "Pass iPad".
 */
export function noteActivitySubject(request: FastifyRequest, subject: string): void {
  notedSubjects.set(request, subject);
}

const routeKeyOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url}`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
