import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUserSchema } from "../../../domain/api/auth";
import {
  authUrlResponseSchema,
  connectionDetailsSchema,
  connectionsResponseSchema,
  connectionUpdateSchema,
  merchantAgreementInputSchema,
  uberStoreChoiceSchema,
  uberStoresResponseSchema,
} from "../../../domain/api/platform-connections";
import { ROLE_FORBIDDEN_MESSAGE, roleMay } from "../../../domain/permissions";
import type { Config } from "../../config";
import type { Database } from "../../db/database";
import { conflict, forbidden } from "../../errors";
import type { SecretsBox } from "../../lib/secrets-box";
import type { SelfOrigin } from "../../lib/self-origin";
import { sessionOf } from "../../plugins/session";
import {
  listConnectionDetails,
  toConnectionDetails,
  updateConnection,
} from "./connections.service";
import { getCurrentUser } from "./current-user";
import {
  acceptMerchantAgreement,
  CALLBACK_PATH,
  completeUberConnect,
  startUberConnect,
  UberConnectError,
} from "./ubereats/uber-connect.service";
import {
  activateChosenStore,
  disconnectUber,
  listUberStores,
} from "./ubereats/uber-store-activation";

export type PlatformRoutesOptions = {
  db: Database;
  box: SecretsBox;
  config: Config;
  /** PUBLIC_URL, else the address the server listens on; never a request's Host header. */
  selfOrigin: SelfOrigin;
};

const userResponse = z.object({ user: currentUserSchema });

/** The platform calls and the Platform Connections screen's reads. */
export function platformRoutes({
  db,
  box,
  config,
  selfOrigin,
}: PlatformRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const scopeOf = async (request: FastifyRequest) => {
      const { user, id: sessionId } = await sessionOf(request);
      if (!user.restaurantId) throw forbidden("This account has no restaurant", "NO_RESTAURANT");
      return {
        db,
        box,
        config,
        user,
        sessionId,
        restaurantId: user.restaurantId,
        userId: user.id,
        origin: selfOrigin(),
      };
    };

    app.get(
      "/api/platform-connections",
      { schema: { response: { 200: connectionsResponseSchema } } },
      async (request) => {
        const scope = await scopeOf(request);
        return { connections: await listConnectionDetails(scope, scope.origin) };
      },
    );

    app.post(
      "/api/users/:id/platform-connections",
      {
        schema: {
          params: z.object({ id: z.string() }),
          body: connectionUpdateSchema,
          response: {
            200: z.object({ user: currentUserSchema, connection: connectionDetailsSchema }),
          },
        },
      },
      async (request) => {
        const scope = await scopeOf(request);
        // A user updates their own connections only.
        if (request.params.id !== scope.userId)
          throw forbidden("You can only change your own connections");
        const row = await updateConnection(scope, request.body);
        return {
          user: await getCurrentUser(db, scope.user),
          connection: toConnectionDetails(request.body.platform, row, scope),
        };
      },
    );

    const connect = async (request: FastifyRequest) => startUberConnect(await scopeOf(request));
    app.get(
      "/api/auth/ubereats/connect",
      { schema: { response: { 200: authUrlResponseSchema } } },
      connect,
    );
    app.post(
      "/api/platforms/ubereats/connect",
      { schema: { response: { 200: authUrlResponseSchema } } },
      connect,
    );

    // Uber sends the browser back here; the session cookie comes along (SameSite=Lax, GET).
    app.get(
      CALLBACK_PATH,
      {
        schema: {
          querystring: z.object({
            code: z.string().optional(),
            state: z.string().optional(),
            error: z.string().optional(),
          }),
        },
      },
      async (request, reply) => {
        const back = (outcome: string) =>
          reply.redirect(`/platform-connections?platform=ubereats&${outcome}`, 303);
        const session = await request.getSession();
        if (!session?.user.restaurantId)
          return back(`error=${encodeURIComponent("Please sign in and try again.")}`);
        // The browser comes back from Uber: it is told, not answered 403, if its role may not.
        if (!roleMay(session.user.role, "platforms.manage"))
          return back(`error=${encodeURIComponent(ROLE_FORBIDDEN_MESSAGE)}`);
        const { code, state, error } = request.query;
        if (error || !code || !state) {
          return back(
            `error=${encodeURIComponent(error === "access_denied" ? "Uber Eats access was not granted." : "Uber Eats did not finish connecting.")}`,
          );
        }
        try {
          await completeUberConnect(await scopeOf(request), { code, state });
        } catch (failure) {
          request.log.warn({ err: failure }, "Uber Eats connection failed");
          const message =
            failure instanceof UberConnectError
              ? failure.message
              : "Uber Eats did not answer. Please try again.";
          return back(`error=${encodeURIComponent(message)}`);
        }
        // Next: the owner picks which of their stores OrderDock runs.
        return back("choose=1");
      },
    );

    const withUser = async (request: FastifyRequest, _reply: FastifyReply) => {
      const scope = await scopeOf(request);
      return { user: await getCurrentUser(db, scope.user) };
    };

    app.post(
      "/api/platforms/ubereats/merchant-agreement",
      {
        schema: { body: merchantAgreementInputSchema, response: { 200: userResponse } },
      },
      async (request, reply) => {
        await acceptMerchantAgreement(await scopeOf(request));
        return withUser(request, reply);
      },
    );

    app.get(
      "/api/platforms/ubereats/stores",
      { schema: { response: { 200: uberStoresResponseSchema } } },
      async (request) => listUberStores(await scopeOf(request)),
    );

    app.post(
      "/api/platforms/ubereats/stores/activate",
      {
        schema: {
          body: uberStoreChoiceSchema,
          response: { 200: userResponse.extend({ message: z.string() }) },
        },
      },
      async (request, reply) => {
        try {
          const { message } = await activateChosenStore(
            await scopeOf(request),
            request.body.storeId,
          );
          return { ...(await withUser(request, reply)), message };
        } catch (failure) {
          if (failure instanceof UberConnectError) throw conflict(failure.message, "NOT_ACTIVATED");
          throw failure;
        }
      },
    );

    app.post(
      "/api/platforms/ubereats/disconnect",
      {
        schema: { response: { 200: userResponse.extend({ warning: z.string().nullable() }) } },
      },
      async (request, reply) => {
        const { warning } = await disconnectUber(await scopeOf(request), request.log);
        return { ...(await withUser(request, reply)), warning };
      },
    );
  };
}
