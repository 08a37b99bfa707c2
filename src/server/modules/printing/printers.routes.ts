import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  backlogActionSchema,
  backlogSettingsSchema,
  printerInputSchema,
  printerUpdateSchema,
  printOrderSchema,
} from "../../../domain/api/printers";
import type { Database } from "../../db/database";
import type { EventBus } from "../../events/event-bus";
import type { SecretsBox } from "../../lib/secrets-box";
import type { SelfOrigin } from "../../lib/self-origin";
import { restaurantOf } from "../../plugins/session";
import * as printers from "./printers.service";

/**
 * Printers (docs/printing.md, docs/api.md): staff's API under /api/printers for the session's
 * restaurant. The addresses the printers themselves call are printer-device.routes.ts's.
 */
export function printerRoutes({
  db,
  bus,
  box,
  selfOrigin,
  clock,
}: {
  db: Database;
  bus: EventBus;
  box: SecretsBox;
  selfOrigin: SelfOrigin;
  clock?: () => Date;
}): FastifyPluginAsyncZod {
  const idParams = z.object({ id: z.string().max(100) });
  return async (app) => {
    await app.register(async (staff) => {
      const scopeOf = async (request: Parameters<typeof restaurantOf>[0]) => ({
        db,
        bus,
        box,
        origin: selfOrigin(),
        now: clock?.() ?? new Date(),
        restaurantId: (await restaurantOf(request)).restaurantId,
      });
      const routes = staff.withTypeProvider<ZodTypeProvider>();

      routes.get("/api/printers", async (request) => printers.listPrinters(await scopeOf(request)));
      routes.post(
        "/api/printers",
        { schema: { body: printerInputSchema } },
        async (request, reply) =>
          reply.status(201).send(await printers.addPrinter(await scopeOf(request), request.body)),
      );
      routes.put(
        "/api/printers/settings",
        { schema: { body: backlogSettingsSchema } },
        async (request) => {
          const scope = await scopeOf(request);
          await printers.setBacklogMinutes(scope, request.body.backlogMinutes);
          return printers.listPrinters(scope);
        },
      );
      routes.patch(
        "/api/printers/:id",
        { schema: { params: idParams, body: printerUpdateSchema } },
        async (request) =>
          printers.changePrinter(await scopeOf(request), request.params.id, request.body),
      );
      routes.delete(
        "/api/printers/:id",
        { schema: { params: idParams } },
        async (request, reply) => {
          await printers.removePrinter(await scopeOf(request), request.params.id);
          return reply.status(204).send();
        },
      );
      routes.get("/api/printers/:id/setup", { schema: { params: idParams } }, async (request) =>
        printers.printerSetup(await scopeOf(request), request.params.id),
      );
      routes.get("/api/printers/:id/tickets", { schema: { params: idParams } }, async (request) =>
        printers.twinTickets(await scopeOf(request), request.params.id),
      );
      routes.post(
        "/api/printers/:id/backlog",
        { schema: { params: idParams, body: backlogActionSchema } },
        async (request) =>
          printers.settlePrinterBacklog(
            await scopeOf(request),
            request.params.id,
            request.body.action,
          ),
      );
      routes.post(
        "/api/orders/:id/print",
        { schema: { params: idParams, body: printOrderSchema } },
        async (request) =>
          printers.printOrder(await scopeOf(request), request.params.id, request.body),
      );
    });
  };
}
