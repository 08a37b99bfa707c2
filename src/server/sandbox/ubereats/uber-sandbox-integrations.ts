import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/database";
import { TWIN_PATHS, UBER_SANDBOX_CLIENT_ID } from "../../lib/sandbox-credentials";
import { UBER_TWIN_SCOPE, type UberTwinScope } from "../twins/ubereats-scopes";
import {
  activateUberIntegration,
  findUberIntegration,
  updateUberIntegration,
} from "./uber-integrations.repository";
import { storeEventOf, type UberStoreEvent } from "./uber-store-events";

/**
 * The Uber Eats twin's integration configuration, from Uber's reference pages: Activate
 * Integration `POST /v1/eats/stores/{store_id}/pos_data` with a user token of scope
 * `eats.pos_provisioning` for a store that user may integrate, its query naming
 * `is_order_manager` and `integrator_store_id`; Get and Update Integration Details
 * (`GET` and `PATCH` on the same path) with a client-credentials token of scope
 * `eats.store`, the body of PATCH naming `integration_enabled` and `is_order_manager`.
 *
 * UNCONFIRMED, each in one constant or line here: the codes of Activate and Update
 * (`ACTIVATED_STATUS`, 204), the answer for a store with no integration
 * (`NO_INTEGRATION`, 404) and for a user who may not integrate the store
 * (`NOT_YOUR_STORE`, 403) are not on Uber's pages.
 */
const ACTIVATED_STATUS = 204;
const NO_INTEGRATION = (storeId: string) => ({
  status: 404,
  body: { code: "not_found", message: `Store ${storeId} has no integration with this app.` },
});
const NOT_YOUR_STORE = (storeId: string) => ({
  status: 403,
  body: { code: "forbidden", message: `This user may not integrate store ${storeId}.` },
});

export type UberBearer = (
  request: FastifyRequest,
  reply: FastifyReply,
  kind: "user" | "app",
  scope?: UberTwinScope,
) => Promise<{ storeIds?: unknown } | null>;

const storeParams = z.object({ storeId: z.string().min(1).max(200) });
const flag = z.enum(["true", "false"], { message: "must be true or false" });
const activateQuery = z.object({
  is_order_manager: flag.optional(),
  integrator_store_id: z.string().max(200, "must be at most 200 characters").optional(),
});
const updateBody = z.object({
  integration_enabled: z.boolean({ message: "must be true or false" }).optional(),
  pos_integration_enabled: z.boolean({ message: "must be true or false" }).optional(),
  is_order_manager: z.boolean({ message: "must be true or false" }).optional(),
  integrator_store_id: z.string().max(200, "must be at most 200 characters").optional(),
});

const BASE = `${TWIN_PATHS.ubereats}/v1/eats/stores/:storeId/pos_data`;

export type UberIntegrationRoutesOptions = {
  db: Database;
  bearer: UberBearer;
  /** Tells OrderDock a store's integration changed, after the answer (Uber's store events). */
  announce(event: UberStoreEvent): void;
};

export function registerUberIntegrationRoutes(
  app: FastifyInstance,
  { db, bearer, announce }: UberIntegrationRoutesOptions,
): void {
  app.post(BASE, async (request, reply) => {
    const claims = await bearer(request, reply, "user");
    if (!claims) return reply;
    const { storeId } = storeParams.parse(request.params);
    const query = activateQuery.safeParse(request.query);
    if (!query.success) return invalid(reply, query.error);
    const stores = Array.isArray(claims.storeIds) ? claims.storeIds : [];
    if (!stores.includes(storeId)) {
      const refusal = NOT_YOUR_STORE(storeId);
      return reply.status(refusal.status).send(refusal.body);
    }
    await activateUberIntegration(db, storeId, {
      isOrderManager: query.data.is_order_manager === "true",
      ...(query.data.integrator_store_id !== undefined && {
        integratorStoreId: query.data.integrator_store_id,
      }),
    });
    const integration = await findUberIntegration(db, storeId);
    if (integration) announce(storeEventOf(integration));
    return reply.status(ACTIVATED_STATUS).send();
  });

  app.get(BASE, async (request, reply) => {
    if (!(await bearer(request, reply, "app", UBER_TWIN_SCOPE.menus))) return reply;
    const { storeId } = storeParams.parse(request.params);
    const integration = await findUberIntegration(db, storeId);
    if (!integration) {
      const refusal = NO_INTEGRATION(storeId);
      return reply.status(refusal.status).send(refusal.body);
    }
    return {
      store_id: storeId,
      integration_enabled: integration.integrationEnabled,
      integrator_store_id: integration.integratorStoreId,
      integrator_brand_id: null,
      store_configuration_data: null,
      order_manager_client_id: integration.isOrderManager ? UBER_SANDBOX_CLIENT_ID : null,
    };
  });

  app.patch(BASE, async (request, reply) => {
    if (!(await bearer(request, reply, "app", UBER_TWIN_SCOPE.menus))) return reply;
    const { storeId } = storeParams.parse(request.params);
    const body = updateBody.safeParse(request.body ?? {});
    if (!body.success) return invalid(reply, body.error);
    const enabled = body.data.integration_enabled ?? body.data.pos_integration_enabled;
    const updated = await updateUberIntegration(db, storeId, {
      ...(enabled !== undefined && { integrationEnabled: enabled }),
      ...(body.data.is_order_manager !== undefined && {
        isOrderManager: body.data.is_order_manager,
      }),
      ...(body.data.integrator_store_id !== undefined && {
        integratorStoreId: body.data.integrator_store_id,
      }),
    });
    if (!updated) {
      const refusal = NO_INTEGRATION(storeId);
      return reply.status(refusal.status).send(refusal.body);
    }
    if (enabled !== undefined) announce(storeEventOf(updated));
    return reply.status(ACTIVATED_STATUS).send();
  });
}

function invalid(reply: FastifyReply, error: z.ZodError) {
  const issue = error.issues[0];
  const field = issue?.path.join(".") ?? "request";
  return reply
    .status(400)
    .send({ code: "invalid_request", message: `${field} ${issue?.message ?? "is invalid"}` });
}
