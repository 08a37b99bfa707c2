import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUserSchema } from "../../../domain/api/auth";
import {
  acceptInvitationInputSchema,
  invitationDetailsSchema,
  invitationLookupSchema,
  inviteInputSchema,
  PEOPLE_MESSAGES,
  roleChangeInputSchema,
  teamSchema,
} from "../../../domain/api/people";
import { TEAM_ROLE_LABELS } from "../../../domain/permissions";
import type { Database } from "../../db/database";
import type { EventBus } from "../../events/event-bus";
import type { BackgroundTasks } from "../../lib/background-tasks";
import type { Mailer } from "../../lib/mailer";
import type { SelfOrigin } from "../../lib/self-origin";
import { restaurantOf, sessionOf } from "../../plugins/session";
import { setSessionCookie } from "../../plugins/session-cookie";
import { noteActivitySubject } from "../activity/activity-log";
import { createSession } from "../auth/auth.service";
import { clientInfo } from "../auth/client-info";
import { sessionUserFor } from "../auth/sign-in-request";
import { getCurrentUser } from "../platforms/current-user";
import {
  acceptInvitation,
  invite,
  lookUpInvitation,
  withdrawInvitation,
} from "./invitations.service";
import { changeRole, getTeam, removePerson } from "./team.service";

export type PeopleRoutesOptions = {
  db: Database;
  bus: EventBus;
  mailer: Mailer;
  tasks: BackgroundTasks;
  selfOrigin: SelfOrigin;
  secret: string;
  clock?: () => Date;
};

const idParams = z.object({ id: z.string().max(100) });

/**
 * Settings → People (docs/api.md): the team, invitations, roles; and the invitation's own
 * page, which needs no session. Who may call each is in the permission table.
 */
export function peopleRoutes({
  db,
  bus,
  mailer,
  tasks,
  selfOrigin,
  secret,
  clock = () => new Date(),
}: PeopleRoutesOptions): FastifyPluginAsyncZod {
  /** The signed-in person and the restaurant they act for (the permission check let them in). */
  const personOf = async (request: Parameters<typeof sessionOf>[0]) => ({
    ...(await sessionOf(request)).user,
    ...(await restaurantOf(request)),
  });
  return async (app) => {
    app.get("/api/people", { schema: { response: { 200: teamSchema } } }, async (request) => {
      const user = await personOf(request);
      return getTeam(
        { db, restaurantId: user.restaurantId, userId: user.id, role: user.role },
        clock(),
      );
    });

    app.post(
      "/api/people/invitations",
      {
        schema: { body: inviteInputSchema, response: { 201: z.object({ message: z.string() }) } },
      },
      async (request, reply) => {
        const user = await personOf(request);
        const email = await invite(
          { db, bus, baseUrl: selfOrigin(), user, now: clock() },
          request.body,
        );
        // Sent once the invitation is saved; a failed send is logged and Resend tries again.
        tasks.run("team invitation email", () => mailer.send(email));
        return reply.status(201).send({ message: PEOPLE_MESSAGES.invited(request.body.email) });
      },
    );

    app.delete(
      "/api/people/invitations/:id",
      { schema: { params: idParams } },
      async (request, reply) => {
        const user = await personOf(request);
        await withdrawInvitation({ db, bus, user, now: clock() }, request.params.id);
        return reply.status(204).send();
      },
    );

    app.patch(
      "/api/people/:id",
      { schema: { params: idParams, body: roleChangeInputSchema } },
      async (request) => {
        const user = await personOf(request);
        const scope = {
          db,
          bus,
          restaurantId: user.restaurantId,
          userId: user.id,
          role: user.role,
        };
        await changeRole(scope, request.params.id, request.body);
        const team = await getTeam(scope, clock());
        const person = team.people.find((member) => member.id === request.params.id);
        if (person)
          noteActivitySubject(request, `${person.name}, now ${TEAM_ROLE_LABELS[person.role]}`);
        return team;
      },
    );

    app.delete("/api/people/:id", { schema: { params: idParams } }, async (request, reply) => {
      const user = await personOf(request);
      const scope = { db, bus, restaurantId: user.restaurantId, userId: user.id, role: user.role };
      const team = await getTeam(scope, clock());
      await removePerson(scope, request.params.id);
      const person = team.people.find((member) => member.id === request.params.id);
      if (person) noteActivitySubject(request, person.name);
      return reply.status(204).send();
    });

    app.post(
      "/api/auth/invitation",
      { schema: { body: invitationLookupSchema, response: { 200: invitationDetailsSchema } } },
      async (request) => lookUpInvitation(db, request.body.token, clock()),
    );

    app.post(
      "/api/auth/accept-invitation",
      {
        // Each try hashes a password: keep a stranger from making the server do it all day.
        config: { rateLimit: { max: 10, timeWindow: 60_000 } },
        schema: {
          body: acceptInvitationInputSchema,
          response: { 200: z.object({ user: currentUserSchema }) },
        },
      },
      async (request, reply) => {
        const user = await acceptInvitation({ db, bus, now: clock() }, request.body);
        const session = await createSession({ db, secret, user, client: clientInfo(request) });
        setSessionCookie(request, reply, session);
        return { user: await getCurrentUser(db, await sessionUserFor(db, request, user)) };
      },
    );
  };
}
