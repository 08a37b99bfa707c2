import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/database";
import { locationHintOf, type SessionUser } from "../../plugins/session";
import { setSessionCookie } from "../../plugins/session-cookie";
import { type Portal, signIn, toSessionUser } from "./auth.service";
import { clientInfo } from "./client-info";
import { readKnownDevice, rememberDevice } from "./known-device";
import { findLocationOf, type UserRow } from "./users.repository";

export type SignInRequestOptions = {
  db: Database;
  secret: string;
  email: string;
  password: string;
  portal: Portal;
};

/**
 * A sign-in as a browser makes it, for either portal: the attempt is counted with the
 * browser's known-device cookie in mind, and a success sets the session cookie and makes
 * the browser a known device for the account.
 */
export async function signInFromBrowser(
  request: FastifyRequest,
  reply: FastifyReply,
  { db, secret, email, password, portal }: SignInRequestOptions,
) {
  const device = await readKnownDevice(request, secret);
  const signedIn = await signIn({
    db,
    secret,
    email,
    password,
    portal,
    client: clientInfo(request),
    device,
  });
  setSessionCookie(request, reply, signedIn);
  await rememberDevice(request, reply, { secret, userId: signedIn.user.id, device });
  return { ...signedIn, user: await sessionUserFor(db, request, signedIn.user) };
}

/**
 * A person who just signed in (or signed up, or joined), as their new session sees them: at
 * the location this browser last worked at, when they still work there.
 */
export async function sessionUserFor(
  db: Database,
  request: FastifyRequest,
  user: UserRow,
): Promise<SessionUser> {
  return toSessionUser(user, await findLocationOf(db, user.id, locationHintOf(request)));
}
