import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  currentUserSchema,
  resendVerificationInputSchema,
  SIGN_UP_BUSY,
  SIGN_UP_DISABLED,
  SIGN_UP_SENT,
  signUpInputSchema,
  signUpResponseSchema,
  VERIFICATION_SENT,
  verifyEmailInputSchema,
} from "../../../domain/api/auth";
import type { Config } from "../../config";
import type { Database } from "../../db/database";
import { forbidden, HttpError } from "../../errors";
import type { BackgroundTasks } from "../../lib/background-tasks";
import type { Mailer } from "../../lib/mailer";
import type { SelfOrigin } from "../../lib/self-origin";
import { setSessionCookie } from "../../plugins/session-cookie";
import { getCurrentUser } from "../platforms/current-user";
import { secondsUntilCreatable } from "../restaurants/hourly-ceiling";
import { createSession } from "./auth.service";
import { clientInfo } from "./client-info";
import { resendVerification, verifyEmail } from "./email-verification.service";
import { readKnownDevice, rememberDevice } from "./known-device";
import { sessionUserFor } from "./sign-in-request";
import { signUpRestaurant } from "./sign-up.service";

export type SignUpRoutesOptions = {
  db: Database;
  config: Config;
  mailer: Mailer;
  tasks: BackgroundTasks;
  selfOrigin: SelfOrigin;
};

const messageResponse = z.object({ message: z.string() });

/**
 * Self sign-up (decisions 109–112): start a free trial, confirm the address with the emailed
 * link (which signs the owner in), and ask for a new link. Sign-up and resend answer before
 * any lookup, the same for every address; links point at OrderDock's own address.
 */
export function signUpRoutes({
  db,
  config,
  mailer,
  tasks,
  selfOrigin,
}: SignUpRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/auth/signup",
      {
        // Each sign-up may create a restaurant and sends an email: a few per address an hour.
        config: { rateLimit: { max: 10, timeWindow: 3600_000 } },
        schema: { body: signUpInputSchema, response: { 200: signUpResponseSchema } },
      },
      async (request) => {
        if (!config.signupEnabled) throw forbidden(SIGN_UP_DISABLED, "SIGN_UP_DISABLED");
        // The whole service's hour, the same answer whoever asks: it tells nothing of accounts.
        const ceiling = { db, kind: "sign-up" as const, perHour: config.signupsPerHour };
        const wait = await secondsUntilCreatable({ ...ceiling, now: new Date() });
        if (wait > 0)
          throw new HttpError(503, SIGN_UP_BUSY, "SIGN_UP_BUSY", { "retry-after": String(wait) });
        const input = request.body;
        tasks.run("sign-up", () =>
          signUpRestaurant({ db, mailer, input, baseUrl: selfOrigin(), perHour: ceiling.perHour }),
        );
        return { message: SIGN_UP_SENT, email: input.email };
      },
    );

    app.post(
      "/api/auth/resend-verification",
      {
        config: { rateLimit: { max: 5, timeWindow: 15 * 60_000 } },
        schema: { body: resendVerificationInputSchema, response: { 200: messageResponse } },
      },
      async (request) => {
        const { email } = request.body;
        tasks.run("email confirmation link", () =>
          resendVerification({ db, mailer, email, baseUrl: selfOrigin() }),
        );
        return { message: VERIFICATION_SENT };
      },
    );

    app.post(
      "/api/auth/verify-email",
      {
        config: { rateLimit: { max: 30, timeWindow: 15 * 60_000 } },
        schema: {
          body: verifyEmailInputSchema,
          response: { 200: z.object({ user: currentUserSchema }) },
        },
      },
      async (request, reply) => {
        const user = await verifyEmail({ db, token: request.body.token });
        const session = await createSession({
          db,
          secret: config.sessionSecret,
          user,
          client: clientInfo(request),
        });
        setSessionCookie(request, reply, session);
        const device = await readKnownDevice(request, config.sessionSecret);
        await rememberDevice(request, reply, {
          secret: config.sessionSecret,
          userId: user.id,
          device,
        });
        return { user: await getCurrentUser(db, await sessionUserFor(db, request, user)) };
      },
    );
  };
}
