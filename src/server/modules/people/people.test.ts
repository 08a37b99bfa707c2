import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  INVITATION_LINK_INVALID,
  MAX_INVITATIONS_PER_HOUR,
  PEOPLE_MESSAGES,
  type Team,
} from "../../../domain/api/people";
import { ROLE_FORBIDDEN_MESSAGE } from "../../../domain/permissions";
import { CLOSE_UNAUTHORIZED } from "../../../domain/realtime";
import { users } from "../../db/schema/users";
import type { MailMessage } from "../../lib/mailer";
import { SESSION_COOKIE } from "../../plugins/session-cookie";
import {
  createMailbox,
  createOwner,
  getWithSession,
  sessionCookieOf,
  signInToken,
  uniqueEmail,
} from "../../test/auth-helpers";
import {
  closeSockets,
  connectJoined,
  listenOnRandomPort,
  type TestSocket,
} from "../../test/realtime-helpers";
import { invitationTokenIn, joinTeam } from "../../test/team-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";

describe(`a restaurant's team: invitations, roles, removal (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let mail: MailMessage[];
  let port: number;
  let now = new Date("2026-11-29T10:00:00Z");
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    const mailbox = createMailbox();
    mail = mailbox.messages;
    testApp = await createTestApp({ mailer: mailbox.mailer, clock: () => now });
    app = testApp.app;
    port = await listenOnRandomPort(app);
  });
  afterEach(() => closeSockets(sockets));
  afterAll(() => testApp.close());

  const settle = () => app.backgroundTasks.drain();
  const call = (
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    token: string | null,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      cookies: token ? { [SESSION_COOKIE]: token } : {},
      ...(payload && { payload }),
    });
  const team = async (token: string) => (await call("GET", "/api/people", token)).json() as Team;

  async function newOwner() {
    const account = await createOwner(testApp.database.db, { restaurantName: "Team Diner" });
    return { account, token: await signInToken(app, account) };
  }

  it("invites by email with a single-use link that works 7 days and signs the person in", async () => {
    const owner = await newOwner();
    const email = uniqueEmail("maria");
    const invited = await call("POST", "/api/people/invitations", owner.token, {
      email,
      role: "manager",
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toEqual({ message: PEOPLE_MESSAGES.invited(email) });
    await settle();
    const message = mail.findLast((sent) => sent.to === email);
    expect(message?.subject).toBe("Join Team Diner on OrderDock");
    expect(message?.text).toContain("Sam Morgan invited you to the team of Team Diner");
    expect(message?.text).toContain("as Manager");
    const token = invitationTokenIn(message as MailMessage);

    expect((await team(owner.token)).invitations).toEqual([
      expect.objectContaining({ email, role: "manager", invitedBy: "Sam Morgan" }),
    ]);
    const details = await call("POST", "/api/auth/invitation", null, { token });
    expect(details.json()).toEqual({
      restaurantName: "Team Diner",
      email,
      role: "manager",
      invitedBy: "Sam Morgan",
    });

    const accepted = await call("POST", "/api/auth/accept-invitation", null, {
      token,
      name: "Maria Lopez",
      password: "maria-pass-1",
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user).toMatchObject({ name: "Maria Lopez", role: "manager" });
    expect(accepted.json().user.permissions).toContain("menu.edit");
    expect(accepted.json().user.permissions).not.toContain("platforms.manage");
    const session = sessionCookieOf(accepted)?.value ?? "";
    expect((await getWithSession(app, "/api/auth/me", session)).json().email).toBe(email);
    // And the password chosen signs in.
    await signInToken(app, { email, password: "maria-pass-1" });

    const again = await call("POST", "/api/auth/accept-invitation", null, {
      token,
      name: "Someone Else",
      password: "other-pass-1",
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVITATION_LINK_INVALID);
    const listed = await team(owner.token);
    expect(listed.invitations).toEqual([]);
    expect(listed.people.map((person) => [person.name, person.role, person.isYou])).toEqual([
      ["Sam Morgan", "owner", true],
      ["Maria Lopez", "manager", false],
    ]);
  });

  it("refuses a link older than 7 days, and an older link once the address is invited again", async () => {
    const owner = await newOwner();
    const email = uniqueEmail("late");
    await call("POST", "/api/people/invitations", owner.token, { email, role: "staff" });
    await settle();
    const first = invitationTokenIn(mail.findLast((sent) => sent.to === email) as MailMessage);
    await call("POST", "/api/people/invitations", owner.token, { email, role: "staff" });
    await settle();
    const second = invitationTokenIn(mail.findLast((sent) => sent.to === email) as MailMessage);
    expect(second).not.toBe(first);
    expect((await call("POST", "/api/auth/invitation", null, { token: first })).statusCode).toBe(
      400,
    );
    const start = now;
    try {
      now = new Date(start.getTime() + 7 * 24 * 3600_000 + 1000);
      const late = await call("POST", "/api/auth/accept-invitation", null, {
        token: second,
        name: "Late Cook",
        password: "late-pass-1",
      });
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe(INVITATION_LINK_INVALID);
    } finally {
      now = start;
    }
  });

  it("lets a manager invite Staff only, says who is already on the team, and tells no one who else uses OrderDock", async () => {
    const owner = await newOwner();
    const manager = await joinTeam(app, {
      inviterToken: owner.token,
      role: "manager",
      mail,
      settle,
    });
    const asOwner = await call("POST", "/api/people/invitations", manager.token, {
      email: uniqueEmail(),
      role: "owner",
    });
    expect(asOwner.statusCode).toBe(403);
    expect(asOwner.json().message).toBe(PEOPLE_MESSAGES.managersInviteStaff);
    const asStaff = await call("POST", "/api/people/invitations", manager.token, {
      email: uniqueEmail("cook"),
      role: "staff",
    });
    expect(asStaff.statusCode).toBe(201);

    const teammate = await call("POST", "/api/people/invitations", owner.token, {
      email: manager.email,
      role: "staff",
    });
    expect(teammate.statusCode).toBe(409);
    expect(teammate.json().message).toBe(PEOPLE_MESSAGES.alreadyOnTeam("Test manager"));
    const elsewhere = await createOwner(testApp.database.db);
    const taken = await call("POST", "/api/people/invitations", owner.token, {
      email: elsewhere.email,
      role: "staff",
    });
    // Answered as any address is: the team cannot learn who has an account elsewhere. The
    // person is told why they cannot join, with no link.
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toEqual({ message: PEOPLE_MESSAGES.invited(elsewhere.email) });
    await settle();
    const told = mail.findLast((sent) => sent.to === elsewhere.email);
    expect(told?.text).toContain("Your address already has an OrderDock account");
    expect(told?.text).not.toContain("/invite?token=");

    const bad = await call("POST", "/api/people/invitations", owner.token, {
      email: "not an address",
      role: "chef",
    });
    expect(bad.statusCode).toBe(400);
  });

  it("sends at most 20 invitations an hour per restaurant, and none from a demo", async () => {
    const owner = await newOwner();
    for (let sent = 0; sent < MAX_INVITATIONS_PER_HOUR; sent += 1) {
      const response = await call("POST", "/api/people/invitations", owner.token, {
        email: uniqueEmail("crowd"),
        role: "staff",
      });
      expect(response.statusCode).toBe(201);
    }
    const over = await call("POST", "/api/people/invitations", owner.token, {
      email: uniqueEmail("crowd"),
      role: "staff",
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(PEOPLE_MESSAGES.tooMany);

    const demo = sessionCookieOf(await call("POST", "/api/auth/demo-login", null))?.value ?? "";
    const fromDemo = await call("POST", "/api/people/invitations", demo, {
      email: uniqueEmail("stranger"),
      role: "staff",
    });
    expect(fromDemo.statusCode).toBe(403);
    expect(fromDemo.json().message).toBe(PEOPLE_MESSAGES.demo);
  });

  it("applies a new role at once, telling the restaurant's open screens", async () => {
    const owner = await newOwner();
    const cook = await joinTeam(app, { inviterToken: owner.token, role: "staff", mail, settle });
    const socket = await connectJoined({ port, token: cook.token });
    sockets.push(socket);
    // Phone alerts are a manager's, not staff's.
    const alerts = () => getWithSession(app, "/api/push", cook.token);
    expect((await alerts()).statusCode).toBe(403);

    const changed = await call("PATCH", `/api/people/${cook.id}`, owner.token, {
      role: "manager",
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().people).toContainEqual(
      expect.objectContaining({ id: cook.id, role: "manager" }),
    );
    await socket.waitFor((message) => (message as { type?: string }).type === "PEOPLE_CHANGED");
    expect((await alerts()).statusCode).toBe(200);
    // Still signed in, on the same socket.
    await socket.ping();
  });

  it("removes a person: their sessions and open sockets end at once", async () => {
    const owner = await newOwner();
    const cook = await joinTeam(app, { inviterToken: owner.token, role: "staff", mail, settle });
    const socket = await connectJoined({ port, token: cook.token });
    sockets.push(socket);
    const removed = await call("DELETE", `/api/people/${cook.id}`, owner.token);
    expect(removed.statusCode).toBe(204);
    expect((await socket.closed).code).toBe(CLOSE_UNAUTHORIZED);
    expect((await getWithSession(app, "/api/auth/me", cook.token)).statusCode).toBe(401);
    expect((await team(owner.token)).people.map((person) => person.id)).not.toContain(cook.id);
  });

  it("keeps an owner: nobody changes their own role, and two owners demoting each other leave one", async () => {
    const owner = await newOwner();
    const self = await call("PATCH", `/api/people/${owner.account.user.id}`, owner.token, {
      role: "staff",
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(PEOPLE_MESSAGES.yourself);

    const partner = await joinTeam(app, { inviterToken: owner.token, role: "owner", mail, settle });
    const [one, two] = await Promise.all([
      call("PATCH", `/api/people/${partner.id}`, owner.token, { role: "staff" }),
      call("PATCH", `/api/people/${owner.account.user.id}`, partner.token, { role: "staff" }),
    ]);
    // One demotion wins. The other finds its caller the last owner (409), or, when the first
    // was done before the second was even read, its caller no longer an owner (403).
    const [winner, loser] = one.statusCode === 200 ? [one, two] : [two, one];
    expect(winner.statusCode).toBe(200);
    expect([
      [409, PEOPLE_MESSAGES.lastOwner],
      [403, ROLE_FORBIDDEN_MESSAGE],
    ]).toContainEqual([loser.statusCode, loser.json().message]);
    const owners = await testApp.database.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(users.accountId, owner.account.user.accountId ?? ""), eq(users.role, "shop_owner")),
      );
    expect(owners).toHaveLength(1);
  });

  it("answers 404 for a person or invitation of another restaurant, and for an id that is none", async () => {
    const owner = await newOwner();
    const other = await newOwner();
    for (const url of [
      `/api/people/${other.account.user.id}`,
      "/api/people/not-a-uuid",
      `/api/people/invitations/${crypto.randomUUID()}`,
    ]) {
      const response = await call(
        url.includes("invitations") ? "DELETE" : "PATCH",
        url,
        owner.token,
        url.includes("invitations") ? undefined : { role: "staff" },
      );
      expect(response.statusCode, url).toBe(404);
    }
  });
});
