import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/database";
import { createLoggerOptions } from "./lib/logger";
import { healthRoutes } from "./modules/health/health.routes";
import { registerErrorHandler } from "./plugins/error-handler";
import { generateRequestId } from "./plugins/request-id";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { registerStaticClient } from "./plugins/static-client";

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** A ready logger (main.ts shares one with start-up); otherwise built from the config. */
  logger?: FastifyBaseLogger;
};

/** Builds the whole HTTP application without listening, so tests can `inject` into it. */
export async function buildApp({
  config,
  database,
  logger,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: createLoggerOptions(config) }),
    genReqId: generateRequestId,
    // A stalled client cannot hold a request open forever; websockets are not affected.
    requestTimeout: 30_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  await app.register(healthRoutes(database));
  await registerStaticClient(app, config.clientDir);
  return app;
}
