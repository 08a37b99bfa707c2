import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { TeamRole } from "../../domain/permissions";
import type { MailMessage } from "../lib/mailer";
import { SESSION_COOKIE } from "../plugins/session-cookie";
import { sessionCookieOf, uniqueEmail } from "./auth-helpers";

export type TeamMember = { id: string; email: string; password: string; token: string };

/** The invitation link's token in an email. */
export function invitationTokenIn(message: MailMessage): string {
  const match = /\/invite\?token=([^\s]+)/.exec(message.text);
  if (!match?.[1]) throw new Error(`no invitation link in:\n${message.text}`);
  return decodeURIComponent(match[1]);
}

/**
 * A person joins the team as people do: an owner (or manager) invites them, and they accept
 * the emailed link with a name and password, which signs them in. `mail` is the app's
 * mailbox (createMailbox); `settle` lets the app's background email go out.
 */
export async function joinTeam(
  app: FastifyInstance,
  {
    inviterToken,
    role,
    mail,
    settle,
    name = `Test ${role}`,
    email = uniqueEmail(role),
    locationIds = null,
  }: {
    inviterToken: string;
    role: TeamRole;
    mail: MailMessage[];
    settle: () => Promise<void>;
    name?: string;
    email?: string;
    /** The locations they will work at; all of the account's when left out. */
    locationIds?: string[] | null;
  },
): Promise<TeamMember> {
  const invited = await app.inject({
    method: "POST",
    url: "/api/people/invitations",
    cookies: { [SESSION_COOKIE]: inviterToken },
    payload: { email, role, locationIds },
  });
  if (invited.statusCode !== 201)
    throw new Error(`inviting ${email}: ${invited.statusCode} ${invited.body}`);
  await settle();
  const message = mail.findLast((sent) => sent.to === email);
  if (!message) throw new Error(`no invitation was mailed to ${email}`);
  const password = "team-pass-1";
  // Each person from a phone of their own: accepting is limited per address.
  const accepted = await app.inject({
    method: "POST",
    url: "/api/auth/accept-invitation",
    payload: { token: invitationTokenIn(message), name, password },
    remoteAddress: `10.66.${randomInt(256)}.${randomInt(1, 255)}`,
  });
  const token = sessionCookieOf(accepted)?.value;
  if (accepted.statusCode !== 200 || !token)
    throw new Error(`accepting the invitation: ${accepted.statusCode} ${accepted.body}`);
  return { id: (accepted.json() as { user: { id: string } }).user.id, email, password, token };
}
