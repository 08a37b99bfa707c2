import type {} from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";

/** The session lives in an HttpOnly, SameSite=Lax cookie, Secure over HTTPS. */
export const SESSION_COOKIE = "od_session";

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  { token, expiresAt }: { token: string; expiresAt: Date },
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    expires: expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
  });
}
