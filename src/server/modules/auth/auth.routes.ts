import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AUTH_MESSAGES,
  currentUserSchema,
  FORGOT_PASSWORD_SENT,
  forgotPasswordInputSchema,
  loginInputSchema,
  PASSWORD_CHANGED,
  RESTAURANT_ROLES,
  resetPasswordInputSchema,
} from "../../../domain/api/auth";
import { accountUpdateSchema } from "../../../domain/api/settings";
import type { Config } from "../../config";
import type { Database } from "../../db/database";
import { unauthorized } from "../../errors";
import type { EventBus } from "../../events/event-bus";
import type { BackgroundTasks } from "../../lib/background-tasks";
import type { Mailer } from "../../lib/mailer";
import type { SelfOrigin } from "../../lib/self-origin";
import { requireRole, sessionOf } from "../../plugins/session";
import { clearSessionCookie } from "../../plugins/session-cookie";
import { getCurrentUser } from "../platforms/current-user";
import { updateAccount } from "./account-update.service";
import { signOut } from "./auth.service";
import { requestPasswordReset, resetPassword } from "./password-reset.service";
import { signInFromBrowser } from "./sign-in-request";
import { signUpRoutes } from "./sign-up.routes";

export type AuthRoutesOptions = {
  db: Database;
  bus: EventBus;
  config: Config;
  mailer: Mailer;
  tasks: BackgroundTasks;
  /** OrderDock's own address, for the links in emails (decision 022). */
  selfOrigin: SelfOrigin;
  /** Ends a kitchen device's pairing (the devices module's), when it signs out. */
  unpairDevice?: (device: { id: string; name: string }, restaurantId: string) => Promise<void>;
};

/** Forgotten-password requests one address may make in 15 minutes. */
export const FORGOT_PASSWORD_PER_ADDRESS = 5;

const userResponse = z.object({ user: currentUserSchema });
const messageResponse = z.object({ message: z.string() });

/**
 * The auth calls, the forgotten-password pair (ask for a link, set a new password) and
 * self sign-up (sign-up.routes.ts).
 */
export function authRoutes({
  db,
  bus,
  config,
  mailer,
  tasks,
  selfOrigin,
  unpairDevice,
}: AuthRoutesOptions): FastifyPluginAsyncZod {
  const secret = config.sessionSecret;
  return async (app) => {
    await app.register(signUpRoutes({ db, config, mailer, tasks, selfOrigin }));

    app.post(
      "/api/auth/login",
      { schema: { body: loginInputSchema, response: { 200: userResponse } } },
      async (request, reply) => {
        const { email, password } = request.body;
        const signedIn = await signInFromBrowser(request, reply, {
          db,
          secret,
          email,
          password,
          portal: "restaurant",
        });
        return { user: await getCurrentUser(db, signedIn.user) };
      },
    );

    app.get(
      "/api/auth/me",
      { schema: { response: { 200: currentUserSchema } } },
      async (request) => {
        const session = await request.getSession();
        if (!session) throw unauthorized(AUTH_MESSAGES.signInRequired);
        return getCurrentUser(db, session.user, session.device);
      },
    );

    app.post(
      "/api/auth/logout",
      { schema: { response: { 200: messageResponse } } },
      async (request, reply) => {
        const session = await request.getSession();
        if (session?.device && session.user.restaurantId) {
          await unpairDevice?.(session.device, session.user.restaurantId);
        } else if (session) {
          await signOut({ db, bus, sessionId: session.id });
        }
        clearSessionCookie(request, reply);
        return { message: "Signed out" };
      },
    );

    app.post(
      "/api/auth/forgot-password",
      {
        // Each request may send an email: a few per address, besides three per account an hour.
        config: { rateLimit: { max: FORGOT_PASSWORD_PER_ADDRESS, timeWindow: 15 * 60_000 } },
        schema: { body: forgotPasswordInputSchema, response: { 200: messageResponse } },
      },
      async (request) => {
        const baseUrl = selfOrigin();
        const { email } = request.body;
        // Answered before the lookup finishes: the reply is the same whether or not the
        // account exists, and so is its timing.
        tasks.run("password reset email", () =>
          requestPasswordReset({ db, mailer, email, baseUrl }),
        );
        return { message: FORGOT_PASSWORD_SENT };
      },
    );

    app.post(
      "/api/auth/reset-password",
      { schema: { body: resetPasswordInputSchema, response: { 200: messageResponse } } },
      async (request) => {
        await resetPassword({ db, bus, ...request.body });
        return { message: PASSWORD_CHANGED };
      },
    );

    app.put(
      "/api/account",
      {
        onRequest: requireRole(...RESTAURANT_ROLES),
        // Each try checks the current password: slow enough to guess with, limit it.
        config: { rateLimit: { max: 10, timeWindow: 60_000 } },
        schema: { body: accountUpdateSchema, response: { 200: currentUserSchema } },
      },
      async (request) => {
        const session = await sessionOf(request);
        const user = await updateAccount({ db, bus, session, input: request.body });
        return getCurrentUser(db, user);
      },
    );
  };
}
