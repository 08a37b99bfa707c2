import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  accountIdParamsSchema,
  accountStatusInputSchema,
  adminAccountSchema,
  adminStatsSchema,
  auditEntrySchema,
  auditLogQuerySchema,
  createOwnerInputSchema,
  deleteOwnerResultSchema,
  listOwnersQuerySchema,
  ownerIdParamsSchema,
  restaurantOwnerSchema,
  systemResetInputSchema,
  systemResetResultSchema,
  systemStatusSchema,
  TOTAL_COUNT_HEADER,
  testDataResultSchema,
  updateOwnerInputSchema,
} from "../../../domain/api/admin";
import type { DatabaseHandle } from "../../db/database";
import type { EventBus } from "../../events/event-bus";
import { requireRole, sessionOf } from "../../plugins/session";
import type { RealtimeHub } from "../realtime/realtime.hub";
import { getAccount, setAccountStatus } from "./accounts.service";
import { type AuditActor, listAuditEntries } from "./audit-log.repository";
import { createOwner, deleteOwner, findOwners, updateOwner } from "./owners.service";
import { checkSystemStatus, countAdminStats } from "./system.service";
import { createTestData, resetSystem } from "./test-data.service";

export type AdminRoutesOptions = { database: DatabaseHandle; bus: EventBus; hub: RealtimeHub };

/** The admin panel's calls (docs/api.md): administrators only (401 / 403 otherwise). */
export function adminRoutes({ database, bus, hub }: AdminRoutesOptions): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    app.addHook("onRequest", requireRole("admin"));

    app.get(
      "/api/admin/restaurant-owners",
      {
        schema: {
          querystring: listOwnersQuerySchema,
          response: { 200: z.array(restaurantOwnerSchema) },
        },
      },
      async (request, reply) => {
        const { owners, total } = await findOwners(db, request.query);
        reply.header(TOTAL_COUNT_HEADER, String(total));
        return owners;
      },
    );

    app.post(
      "/api/admin/restaurant-owners",
      { schema: { body: createOwnerInputSchema, response: { 201: restaurantOwnerSchema } } },
      async (request, reply) => {
        const owner = await createOwner({ db, actor: await actorOf(request), input: request.body });
        return reply.status(201).send(owner);
      },
    );

    app.patch(
      "/api/admin/restaurant-owners/:id",
      {
        schema: {
          params: ownerIdParamsSchema,
          body: updateOwnerInputSchema,
          response: { 200: restaurantOwnerSchema },
        },
      },
      async (request) =>
        updateOwner({
          db,
          bus,
          actor: await actorOf(request),
          id: request.params.id,
          input: request.body,
        }),
    );

    app.delete(
      "/api/admin/restaurant-owners/:id",
      { schema: { params: ownerIdParamsSchema, response: { 200: deleteOwnerResultSchema } } },
      async (request) =>
        deleteOwner({ db, bus, actor: await actorOf(request), id: request.params.id }),
    );

    app.get(
      "/api/admin/accounts/:id",
      { schema: { params: accountIdParamsSchema, response: { 200: adminAccountSchema } } },
      async (request) => getAccount(db, request.params.id),
    );

    app.put(
      "/api/admin/accounts/:id/status",
      {
        schema: {
          params: accountIdParamsSchema,
          body: accountStatusInputSchema,
          response: { 200: adminAccountSchema },
        },
      },
      async (request) =>
        setAccountStatus(
          { db, bus, actor: await actorOf(request) },
          request.params.id,
          request.body,
        ),
    );

    app.post(
      "/api/admin/create-test-data",
      { schema: { response: { 200: testDataResultSchema } } },
      async (request) => createTestData({ db, actor: await actorOf(request) }),
    );

    app.post(
      "/api/admin/system-reset",
      { schema: { body: systemResetInputSchema, response: { 200: systemResetResultSchema } } },
      async (request) => resetSystem({ db, bus, actor: await actorOf(request) }),
    );

    app.get(
      "/api/admin/system-status",
      { schema: { response: { 200: systemStatusSchema } } },
      async (_request, reply) => {
        reply.header("cache-control", "no-store");
        return checkSystemStatus({ database, bus, hub });
      },
    );

    app.get("/api/admin/stats", { schema: { response: { 200: adminStatsSchema } } }, async () =>
      countAdminStats(database),
    );

    app.get(
      "/api/admin/audit-log",
      {
        schema: {
          querystring: auditLogQuerySchema,
          response: { 200: z.array(auditEntrySchema) },
        },
      },
      async (request) => listAuditEntries(db, request.query.limit),
    );
  };
}

async function actorOf(request: FastifyRequest): Promise<AuditActor> {
  const { user } = await sessionOf(request);
  return { id: user.id, name: user.name, email: user.email };
}
