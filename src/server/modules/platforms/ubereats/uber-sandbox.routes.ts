import { randomUUID } from "node:crypto";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../../config";
import { safeEqual, signValue, verifyValue } from "../../../lib/signed-token";
import { SANDBOX_CLIENT_ID, SANDBOX_PATH, sandboxClientSecret } from "./uber-client";
import { sandboxOrderDetails } from "./uber-sandbox-orders";
import { renderConsentPage } from "./uber-sandbox-page";

/**
 * design §6: with no Uber credentials configured, OrderDock plays Uber Eats itself — a
 * consent page, the token endpoint, the store list and order details — so connecting and
 * receiving orders run on a laptop and in tests through the real HTTP code path. Off as
 * soon as real credentials are configured.
 */
const CODE_TTL_MS = 5 * 60_000;
const TOKEN_TTL_S = 2_592_000;

export function uberSandboxRoutes(config: Config): FastifyPluginAsync {
  const secret = sandboxClientSecret(config.sessionSecret);
  return async (app) => {
    if (config.ubereats) return;

    // OAuth token requests are form-encoded.
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.get(`${SANDBOX_PATH}/oauth/v2/authorize`, async (request, reply) => {
      const query = request.query as Record<string, string | undefined>;
      if (query.client_id !== SANDBOX_CLIENT_ID || !query.redirect_uri) {
        return reply.status(400).type("text/plain").send("Unknown client or missing redirect_uri");
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
            approveHref: `${SANDBOX_PATH}/oauth/v2/approve?${approve}`,
            denyHref: withQuery(query.redirect_uri, {
              error: "access_denied",
              state: query.state ?? "",
            }),
          }),
        );
    });

    app.get(`${SANDBOX_PATH}/oauth/v2/approve`, async (request, reply) => {
      const { redirect_uri: redirectUri = "", state = "" } = request.query as Record<
        string,
        string
      >;
      const code = signValue(
        secret,
        { kind: "code", redirectUri, storeId: randomUUID() },
        CODE_TTL_MS,
      );
      return reply.redirect(withQuery(redirectUri, { code, state }), 303);
    });

    app.post(`${SANDBOX_PATH}/oauth/v2/token`, async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string | undefined>;
      if (form.client_id !== SANDBOX_CLIENT_ID || !safeEqual(form.client_secret ?? "", secret)) {
        return reply.status(401).send({ error: "invalid_client" });
      }
      if (form.grant_type === "client_credentials") {
        return tokenResponse(signValue(secret, { kind: "app" }, TOKEN_TTL_S * 1000), form.scope);
      }
      const code = verifyValue<{ kind: string; redirectUri: string; storeId: string }>(
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
      const access = signValue(secret, { kind: "user", storeId: code.storeId }, TOKEN_TTL_S * 1000);
      return { ...tokenResponse(access, "eats.pos_provisioning"), refresh_token: randomUUID() };
    });

    const bearer = (request: FastifyRequest, reply: FastifyReply, kind: "user" | "app") => {
      const token = (request.headers.authorization ?? "").replace(/^Bearer /, "");
      const claims = verifyValue<{ kind: string; storeId?: string }>(secret, token);
      if (claims?.kind !== kind) {
        void reply.status(401).send({ error: "unauthorized" });
        return null;
      }
      return claims;
    };

    app.get(`${SANDBOX_PATH}/v1/eats/stores`, async (request, reply) => {
      const claims = bearer(request, reply, "user");
      if (!claims) return reply;
      return { stores: [{ store_id: claims.storeId, name: "Sandbox Bistro (Uber Eats sandbox)" }] };
    });

    app.get(`${SANDBOX_PATH}/v2/eats/order/:orderId`, async (request, reply) => {
      if (!bearer(request, reply, "app")) return reply;
      const { orderId } = request.params as { orderId: string };
      return sandboxOrderDetails(orderId);
    });
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
