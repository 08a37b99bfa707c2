import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * Security headers for every response. Styles allow inline attributes because Radix
 * positions popovers with them; scripts come only from our own origin.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
}
