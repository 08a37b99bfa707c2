import type {} from "@fastify/cookie";
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from "fastify";
import { AUTH_MESSAGES, type UserRole } from "../../domain/api/auth";
import { forbidden, unauthorized } from "../errors";
import { SESSION_COOKIE } from "./session-cookie";

/** Who a signed-in request is for: the person, and the restaurant they act for (none for an admin). */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  restaurantId: string | null;
};
export type Session = { id: string; user: SessionUser };

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in session, read once per request and only when asked for. */
    getSession(): Promise<Session | null>;
  }
}

const resolved = new WeakMap<FastifyRequest, Promise<Session | null>>();

/**
 * Every request can ask for its session, read from the session cookie by `authenticate`
 * (the auth module's, given by the app) at most once per request.
 */
export function registerSession(
  app: FastifyInstance,
  { authenticate }: { authenticate: (token: string) => Promise<Session | null> },
): void {
  app.decorateRequest("getSession", function (this: FastifyRequest) {
    let session = resolved.get(this);
    if (!session) {
      const token = this.cookies[SESSION_COOKIE];
      session = token ? authenticate(token) : Promise.resolve(null);
      resolved.set(this, session);
    }
    return session;
  });
}

/**
 * A hook for a route prefix: only these roles pass. No session answers 401; another role
 * 403 (an owner at an admin endpoint, or an admin at a restaurant's orders).
 */
export function requireRole(...roles: UserRole[]): onRequestHookHandler {
  return async (request) => {
    const session = await request.getSession();
    if (!session) throw unauthorized(AUTH_MESSAGES.signInRequired);
    if (!roles.includes(session.user.role))
      throw forbidden("You do not have access to this", "FORBIDDEN_ROLE");
  };
}

/** The session of a request that passed `requireRole`. */
export async function sessionOf(request: FastifyRequest): Promise<Session> {
  const session = await request.getSession();
  if (!session) throw unauthorized(AUTH_MESSAGES.signInRequired);
  return session;
}

/** The restaurant a signed-in owner or demo visitor works for, and who they are. */
export async function restaurantOf(
  request: FastifyRequest,
): Promise<{ restaurantId: string; userId: string }> {
  const { user } = await sessionOf(request);
  if (!user.restaurantId) throw forbidden("This account has no restaurant", "NO_RESTAURANT");
  return { restaurantId: user.restaurantId, userId: user.id };
}
