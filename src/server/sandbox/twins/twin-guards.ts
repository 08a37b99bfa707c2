import type { FastifyRequest } from "fastify";
import type { Config } from "../../config";
import { rawBodyOf } from "./twin-api";
import {
  checkDoorDashHeaders,
  checkDoorDashJwt,
  checkGrubhubMac,
  checkUberToken,
} from "./twin-auth";
import { MISSING_SCOPE_STATUS, type UberTwinScope } from "./ubereats-scopes";

/**
 * Each platform's credentials check and refusal, shared by its order and store endpoints:
 * a platform refuses bad credentials the same way whichever call they came with.
 */
/** Uber's token check for a call that needs `scope`. */
export function uberEatsGuard(config: Config, scope: UberTwinScope) {
  return {
    platform: "ubereats" as const,
    auth: (request: FastifyRequest) => checkUberToken(config, request.headers.authorization, scope),
    unauthorized: (message: string) => ({
      status: MISSING_SCOPE_STATUS,
      body: { code: "unauthorized", message },
    }),
  };
}

export function doorDashGuard(config: Config) {
  return {
    platform: "doordash" as const,
    auth: async (request: FastifyRequest) =>
      checkDoorDashHeaders(request.headers) ??
      (await checkDoorDashJwt(config, request.headers.authorization)),
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
