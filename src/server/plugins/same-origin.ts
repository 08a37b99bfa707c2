import type {} from "@fastify/cookie";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden } from "../errors";
import { SESSION_COOKIE } from "./session-cookie";

/**
 * A state-changing request that carries the session cookie must come from our
 * own pages, besides SameSite=Lax. Browsers send Origin (or at least Sec-Fetch-Site) on
 * such requests; a client without either is not a browser and cannot be tricked into one.
 * Sign-in endpoints are checked even without a cookie, against login CSRF.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const SIGN_IN_PATHS = new Set([
  "/api/auth/login",
  "/api/auth/demo-login",
  "/api/admin/login",
  // Signing up creates an account; confirming an address signs its owner in.
  "/api/auth/signup",
  "/api/auth/verify-email",
  // Pairing gives the browser a kitchen device's session.
  "/api/device/pair",
]);

export const CROSS_ORIGIN_MESSAGE = "This request came from another site and was refused.";

export function registerSameOriginCheck(
  app: FastifyInstance,
  { publicUrl }: { publicUrl?: string },
): void {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : null;
  app.addHook("onRequest", (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    // The matched route, not the raw URL: "/api/auth/%6Cogin" reaches the login route too.
    const route = request.routeOptions.url ?? "";
    if (!request.cookies[SESSION_COOKIE] && !SIGN_IN_PATHS.has(route)) return done();
    done(
      isSameOrigin(request, publicOrigin)
        ? undefined
        : forbidden(CROSS_ORIGIN_MESSAGE, "CROSS_ORIGIN"),
    );
  });
}

/**
 * Whether the browser says the request comes from our own pages. A client that sends neither
 * Origin nor Sec-Fetch-Site is not a browser.
 */
export function isSameOrigin(request: FastifyRequest, publicOrigin: string | null): boolean {
  const origin = request.headers.origin;
  if (origin) return origin === `${request.protocol}://${request.host}` || origin === publicOrigin;
  const site = request.headers["sec-fetch-site"];
  if (site) return site === "same-origin" || site === "none";
  return true;
}
