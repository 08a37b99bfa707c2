import { randomUUID } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config";
import type { Database } from "../../db/database";
import { safeEqual } from "../../lib/safe-equal";
import {
  sandboxClientSecret,
  TWIN_PATHS,
  UBER_SANDBOX_CLIENT_ID,
} from "../../lib/sandbox-credentials";
import type { SelfOrigin } from "../../lib/self-origin";
import { signValue, verifyValue } from "../../lib/signed-token";
import { CALLBACK_PATH } from "../../modules/platforms/ubereats/uber-connect.service";
import { findTwinOrder } from "../twins/twin-orders.repository";
import { grantScopes, MISSING_SCOPE_STATUS, UBER_TWIN_SCOPE } from "../twins/ubereats-scopes";
import { registerUberIntegrationRoutes, type UberBearer } from "./uber-sandbox-integrations";
import { sandboxOrderDetails } from "./uber-sandbox-orders";
import { renderConsentPage } from "./uber-sandbox-page";
import { sendStoreEvent, type UberStoreEvent } from "./uber-store-events";

/** Uber's order states for what the twin holds. */
const UBER_STATES: Record<string, string> = {
  placed: "CREATED",
  accepted: "ACCEPTED",
  denied: "DENIED",
  ready: "ACCEPTED",
  delivered: "FINISHED",
  completed: "FINISHED",
  cancelled: "CANCELED",
};

/**
 * With no Uber credentials configured, OrderDock plays Uber Eats itself — a
 * consent page, the token endpoint, the store list and order details — so connecting and
 * receiving orders run on a laptop and in tests through the real HTTP code path. Off as
 * soon as real credentials are configured. Every input is validated (a 4xx, never a 500),
 * and the consent page sends the browser only to OrderDock's own callback (decision 022).
 */
const CODE_TTL_MS = 5 * 60_000;

/** The stores a sandbox owner manages: two, so choosing one is part of connecting. */
const SANDBOX_STORE_NAMES = ["Sandbox Bistro Downtown", "Sandbox Bistro Riverside"];
const TOKEN_TTL_S = 2_592_000;

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);

const authorizeQuerySchema = z.object({
  client_id: text(200),
  response_type: text(50).optional(),
  redirect_uri: text(2000),
  scope: text(500).optional(),
  state: text(2000).optional(),
});

const approveQuerySchema = z.object({
  redirect_uri: text(2000),
  state: text(2000).optional(),
});

const tokenFormSchema = z.object({
  client_id: text(200).optional(),
  client_secret: text(500).optional(),
  grant_type: text(100).optional(),
  code: text(4000).optional(),
  redirect_uri: text(2000).optional(),
  scope: text(500).optional(),
  refresh_token: text(500).optional(),
});

export type UberSandboxOptions = { config: Config; selfOrigin: SelfOrigin; db: Database };

export function uberSandboxRoutes({
  config,
  selfOrigin,
  db,
}: UberSandboxOptions): FastifyPluginAsyncZod {
  const secret = sandboxClientSecret(config.sessionSecret);
  /** The only place the consent page may send a browser: OrderDock's own callback. */
  const ownCallback = () => `${selfOrigin()}${CALLBACK_PATH}`;

  return async (app) => {
    if (config.ubereats) return;

    // OAuth token requests are form-encoded; a repeated field counts once (its last value).
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.get(
      `${TWIN_PATHS.ubereats}/oauth/v2/authorize`,
      { schema: { querystring: authorizeQuerySchema } },
      async (request, reply) => {
        const query = request.query;
        if (query.client_id !== UBER_SANDBOX_CLIENT_ID) {
          return reply.status(400).type("text/plain").send("Unknown client_id");
        }
        if (query.redirect_uri !== ownCallback()) {
          return reply
            .status(400)
            .type("text/plain")
            .send("redirect_uri is not registered for this client");
        }
        const approve = new URLSearchParams({
          redirect_uri: query.redirect_uri,
          state: query.state ?? "",
        });
        return reply
          .type("text/html")
          .header("cache-control", "no-store")
          .send(
            renderConsentPage({
              scope: query.scope ?? "",
              approveHref: `${TWIN_PATHS.ubereats}/oauth/v2/approve?${approve}`,
              denyHref: withQuery(ownCallback(), {
                error: "access_denied",
                state: query.state ?? "",
              }),
            }),
          );
      },
    );

    app.get(
      `${TWIN_PATHS.ubereats}/oauth/v2/approve`,
      { schema: { querystring: approveQuerySchema } },
      async (request, reply) => {
        const { redirect_uri: redirectUri, state = "" } = request.query;
        if (redirectUri !== ownCallback()) {
          return reply
            .status(400)
            .type("text/plain")
            .send("redirect_uri is not registered for this client");
        }
        const code = await signValue(
          secret,
          { kind: "code", redirectUri, storeIds: SANDBOX_STORE_NAMES.map(() => randomUUID()) },
          CODE_TTL_MS,
        );
        return reply.redirect(withQuery(ownCallback(), { code, state }), 303);
      },
    );

    app.post(
      `${TWIN_PATHS.ubereats}/oauth/v2/token`,
      { schema: { body: tokenFormSchema } },
      async (request, reply) => {
        const form = request.body;
        if (
          form.client_id !== UBER_SANDBOX_CLIENT_ID ||
          !safeEqual(form.client_secret ?? "", secret)
        ) {
          return reply.status(401).send({ error: "invalid_client" });
        }
        if (form.grant_type === "client_credentials") {
          // OAuth 2.0 (RFC 6749, 5.2): a scope the app may not have is `invalid_scope`.
          const grant = grantScopes(form.scope, config.uberSandboxScopes);
          if ("invalid" in grant) return reply.status(400).send({ error: "invalid_scope" });
          return tokenResponse(
            await signValue(secret, { kind: "app", scopes: grant.scopes }, TOKEN_TTL_S * 1000),
            grant.scopes.join(" "),
          );
        }
        const code = await verifyValue<{ kind: string; redirectUri: string; storeIds: string[] }>(
          secret,
          form.code ?? "",
        );
        if (
          form.grant_type !== "authorization_code" ||
          code?.kind !== "code" ||
          code.redirectUri !== form.redirect_uri
        ) {
          return reply.status(400).send({ error: "invalid_grant" });
        }
        const access = await signValue(
          secret,
          { kind: "user", storeIds: code.storeIds },
          TOKEN_TTL_S * 1000,
        );
        return { ...tokenResponse(access, "eats.pos_provisioning"), refresh_token: randomUUID() };
      },
    );

    const bearer: UberBearer = async (request, reply, kind, scope) => {
      const token = (request.headers.authorization ?? "").replace(/^Bearer /, "");
      const claims = await verifyValue<{ kind: string; storeIds?: unknown; scopes?: unknown }>(
        secret,
        token,
      );
      const scopes = Array.isArray(claims?.scopes) ? claims.scopes : [];
      if (claims?.kind !== kind || (scope !== undefined && !scopes.includes(scope))) {
        void reply.status(MISSING_SCOPE_STATUS).send({ error: "unauthorized" });
        return null;
      }
      return claims;
    };

    app.get(`${TWIN_PATHS.ubereats}/v1/eats/stores`, async (request, reply) => {
      const claims = await bearer(request, reply, "user");
      if (!claims) return reply;
      const storeIds = Array.isArray(claims.storeIds) ? claims.storeIds : [];
      return {
        stores: storeIds.map((storeId, index) => ({
          store_id: storeId,
          name: `${SANDBOX_STORE_NAMES[index] ?? "Sandbox Bistro"} (Uber Eats sandbox)`,
        })),
      };
    });

    // Sent once the call is answered, as Uber's webhooks follow its API: in the background
    // the app's closing waits for.
    const announce = (event: UberStoreEvent) =>
      app.backgroundTasks.run(`uber ${event.type}`, async () => {
        const sent = await sendStoreEvent(config, selfOrigin(), event);
        if (!sent.ok)
          app.log.warn({ event, status: sent.status }, "uber twin store event not taken");
      });
    registerUberIntegrationRoutes(app, { db, bearer, announce });

    app.get(
      `${TWIN_PATHS.ubereats}/v2/eats/order/:orderId`,
      { schema: { params: z.object({ orderId: text(200).min(1) }) } },
      async (request, reply) => {
        if (!(await bearer(request, reply, "app", UBER_TWIN_SCOPE.orderDetails))) return reply;
        // An order the twin placed is served as the platform now holds it.
        const placed = await findTwinOrder(db, "ubereats", request.params.orderId);
        if (placed)
          return { ...placed.body, current_state: UBER_STATES[placed.state] ?? "CREATED" };
        return sandboxOrderDetails(request.params.orderId);
      },
    );
  };
}

function tokenResponse(accessToken: string, scope: string | undefined) {
  return {
    access_token: accessToken,
    token_type: "Bearer",
    expires_in: TOKEN_TTL_S,
    scope: scope ?? "",
  };
}

function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}
