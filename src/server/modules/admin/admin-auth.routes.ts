import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AdminUser, adminUserSchema, loginInputSchema } from "../../../domain/api/auth";
import type { Database } from "../../db/database";
import type { EventBus } from "../../events/event-bus";
import { requireRole, sessionOf } from "../../plugins/session";
import { clearSessionCookie } from "../../plugins/session-cookie";
import { type SessionUser, signOut } from "../auth/auth.service";
import { signInFromBrowser } from "../auth/sign-in-request";
import { recordAudit } from "./audit-log.repository";

/** The admin sign-in calls: a separate sign-in that only administrators pass. */
export function adminAuthRoutes({
  db,
  bus,
  secret,
}: {
  db: Database;
  bus: EventBus;
  secret: string;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/admin/login",
      {
        schema: { body: loginInputSchema, response: { 200: z.object({ user: adminUserSchema }) } },
      },
      async (request, reply) => {
        const { email, password } = request.body;
        const signedIn = await signInFromBrowser(request, reply, {
          db,
          secret,
          email,
          password,
          portal: "admin",
        });
        const { id, name } = signedIn.user;
        await recordAudit(db, {
          actor: { id, name, email: signedIn.user.email },
          action: "admin.signed_in",
          summary: `Signed in from ${request.ip}`,
        });
        return { user: toAdminUser(signedIn.user) };
      },
    );

    app.get(
      "/api/admin/me",
      { onRequest: requireRole("admin"), schema: { response: { 200: adminUserSchema } } },
      async (request) => toAdminUser((await sessionOf(request)).user),
    );

    app.post(
      "/api/admin/logout",
      { schema: { response: { 200: z.object({ message: z.string() }) } } },
      async (request, reply) => {
        const session = await request.getSession();
        // A kitchen device signs out from its own screen, which also unpairs it; this
        // address leaves it as it is rather than orphan its pairing.
        if (session?.device) return { message: "Signed out" };
        if (session) await signOut({ db, bus, sessionId: session.id });
        clearSessionCookie(request, reply);
        return { message: "Signed out" };
      },
    );
  };
}

function toAdminUser(user: SessionUser): AdminUser {
  return { id: user.id, name: user.name, email: user.email, role: "admin" };
}
