import type { FastifyRequest } from "fastify";
import type { Config } from "../../config";
import { rawBodyOf } from "./twin-api";
import { checkDoorDashJwt, checkGrubhubMac, checkUberToken } from "./twin-auth";

/**
 * Each platform's credentials check and refusal, shared by its order and store endpoints:
 * a platform refuses bad credentials the same way whichever call they came with.
 */
export function uberEatsGuard(config: Config) {
  return {
    platform: "ubereats" as const,
    auth: (request: FastifyRequest) => checkUberToken(config, request.headers.authorization),
    unauthorized: (message: string) => ({ status: 401, body: { code: "unauthorized", message } }),
  };
}

export function doorDashGuard(config: Config) {
  return {
    platform: "doordash" as const,
    auth: (request: FastifyRequest) => checkDoorDashJwt(config, request.headers.authorization),
    unauthorized: (message: string) => ({ status: 401, body: { message } }),
  };
}

export function grubhubGuard(config: Config, origin: () => string) {
  return {
    platform: "grubhub" as const,
    // The MAC's bodyhash covers the bytes sent, not the body as parsed.
    keepRawBody: true,
    auth: (request: FastifyRequest) =>
      checkGrubhubMac(
        config,
        {
          method: request.method,
          url: request.url,
          headers: request.headers,
          rawBody: rawBodyOf(request),
        },
        origin(),
      ),
    unauthorized: (message: string) => ({ status: 401, body: { message } }),
  };
}
