import type {} from "@fastify/cookie";
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from "fastify";
import { AUTH_MESSAGES, type UserRole } from "../../domain/api/auth";
import { DEVICE_MESSAGES, OPERATOR_HEADER } from "../../domain/api/devices";
import { LOCATION_COOKIE, LOCATION_HEADER } from "../../domain/api/locations";
import type { DeviceAction } from "../../domain/devices";
import { isUuid } from "../../domain/ids";
import type { PrincipalRole } from "../../domain/permissions";
import type { Actor } from "../actor";
import { forbidden, unauthorized } from "../errors";
import { SESSION_COOKIE, setSessionCookie } from "./session-cookie";

/**
 * Who a signed-in request is for, and the restaurant (the location of their account) they
 * act for (none for an admin): a person, or on a paired kitchen device the device itself, as
 * role `kitchen`.
 */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: PrincipalRole;
  restaurantId: string | null;
};
export type SessionDevice = { id: string; name: string; pinActions: DeviceAction[] };
/** A person who entered their PIN on the device, or a token for one that no longer counts. */
export type SessionOperator =
  | { state: "none" }
  | { state: "ended" }
  | {
      state: "identified";
      person: SessionUser & { role: UserRole };
      /** The same person for another idle period from now, sent back on each change made. */
      renewedToken: string;
    };
export type Session = {
  id: string;
  user: SessionUser;
  /** Set on a kitchen device's session; `user` is then the device as "Kitchen". */
  device: SessionDevice | null;
  operator: SessionOperator;
  /** A device's cookie renewed before it runs out, set on the answer. */
  renewedCookie?: { token: string; expiresAt: Date };
};

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
  {
    authenticate,
  }: {
    authenticate: (
      token: string,
      operatorToken: string | undefined,
      location: { hint: string | null; named: string | null },
    ) => Promise<Session | null>;
  },
): void {
  app.decorateRequest("getSession", function (this: FastifyRequest) {
    let session = resolved.get(this);
    if (!session) {
      const token = this.cookies[SESSION_COOKIE];
      const operator = this.headers[OPERATOR_HEADER];
      const operatorToken = typeof operator === "string" && operator !== "" ? operator : undefined;
      session = token
        ? authenticate(token, operatorToken, {
            hint: locationHintOf(this),
            named: namedLocationOf(this),
          })
        : Promise.resolve(null);
      resolved.set(this, session);
    }
    return session;
  });
  // A change made by a person identified on a device keeps them there: the answer carries
  // their token renewed for another idle period; a device's cookie in its last month is
  // renewed for a year (docs/devices.md).
  app.addHook("onSend", async (request, reply, payload) => {
    const pending = resolved.get(request);
    if (!pending) return payload;
    const session = await pending.catch(() => null);
    if (session?.renewedCookie) setSessionCookie(request, reply, session.renewedCookie);
    const isChange = request.method !== "GET" && reply.statusCode < 400;
    if (isChange && session?.operator.state === "identified")
      reply.header(OPERATOR_HEADER, session.operator.renewedToken);
    return payload;
  });
}

/**
 * The location a request asks to work at: the call's own header (the All locations
 * dashboard acting on one card), else the browser's remembered choice. Only the shape is
 * checked here; whether the person works there is the session's question.
 */
export function locationHintOf(request: FastifyRequest): string | null {
  const cookie = request.cookies[LOCATION_COOKIE];
  return namedLocationOf(request) ?? (cookie && isUuid(cookie) ? cookie : null);
}

/**
 * The location the call itself names in its header, if any: all a kitchen device heeds (a
 * brand of its location), never a cookie left on the tablet by whoever used it before.
 */
export function namedLocationOf(request: FastifyRequest): string | null {
  const header = request.headers[LOCATION_HEADER];
  return typeof header === "string" && isUuid(header) ? header : null;
}

/**
 * A hook for a route prefix: only these roles pass. No session answers 401; another role
 * 403 (an owner at an admin endpoint, or an admin at a restaurant's orders).
 */
export function requireRole(...roles: UserRole[]): onRequestHookHandler {
  return async (request) => {
    const session = await request.getSession();
    if (!session) throw unauthorized(AUTH_MESSAGES.signInRequired);
    if (!(roles as readonly PrincipalRole[]).includes(session.user.role))
      throw forbidden("You do not have access to this", "FORBIDDEN_ROLE");
  };
}

/** The session of a request that passed `requireRole`. */
export async function sessionOf(request: FastifyRequest): Promise<Session> {
  const session = await request.getSession();
  if (!session) throw unauthorized(AUTH_MESSAGES.signInRequired);
  return session;
}

/** Who acts for a session: the person, or the device and whoever entered their PIN on it. */
export function actorOf({ user, device, operator }: Session): Actor {
  if (!device) return { userId: user.id, userName: user.name, deviceId: null, deviceName: null };
  const person = operator.state === "identified" ? operator.person : null;
  return {
    userId: person?.id ?? null,
    userName: person?.name ?? null,
    deviceId: device.id,
    deviceName: device.name,
  };
}

/**
 * The restaurant a signed-in request works for, and who acts: `userId` is the person (none
 * for a device on its own), `actor` the whole of it.
 */
export async function restaurantOf(
  request: FastifyRequest,
): Promise<{ restaurantId: string; userId: string | null; actor: Actor }> {
  const session = await sessionOf(request);
  const { restaurantId } = session.user;
  if (!restaurantId) throw forbidden("This account has no restaurant", "NO_RESTAURANT");
  const actor = actorOf(session);
  return { restaurantId, userId: actor.userId, actor };
}

/**
 * The restaurant and the signed-in person, for what only a person does (their alerts, test
 * orders, a menu publish): a kitchen device is refused, even with a PIN entered.
 */
export async function personOf(
  request: FastifyRequest,
): Promise<{ restaurantId: string; userId: string; userName: string; role: PrincipalRole }> {
  const { user, device } = await sessionOf(request);
  if (device) throw forbidden(DEVICE_MESSAGES.peopleOnly, "PEOPLE_ONLY");
  if (!user.restaurantId) throw forbidden("This account has no restaurant", "NO_RESTAURANT");
  return { restaurantId: user.restaurantId, userId: user.id, userName: user.name, role: user.role };
}
