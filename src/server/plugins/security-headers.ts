import type { FastifyInstance } from "fastify";
import helmet from "helmet";

/**
 * Security headers for every response. Styles allow inline attributes because Radix
 * positions popovers with them; scripts come only from our own origin.
 *
 * helmet's middleware is built once here and applied to each response; the Fastify wrapper
 * built it again for every request, parsing the policy each time (a few percent of a busy
 * instance's CPU at a thousand printer polls a second). Headers a route sets itself, such as
 * `cross-origin-resource-policy` on the public API, win over these. Kitchen printers' calls
 * are registered beside these routes and carry `nosniff` alone (printer-device.routes.ts).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        // No upgrade-insecure-requests: a tablet on the restaurant's LAN may use plain http.
      },
    },
    // HSTS is only meaningful over HTTPS and would pin a LAN address to https.
    strictTransportSecurity: false,
  });
  app.addHook("onRequest", (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error) =>
      done(error instanceof Error ? error : undefined),
    );
  });
}
