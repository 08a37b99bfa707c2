import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailableError } from "../db/errors";
import { HttpError } from "../errors";

/**
 * Every error is JSON `{message, code?, issues?}` with the right status, and no
 * stack trace or SQL ever leaves the server.
 */
export type ErrorBody = {
  message: string;
  code?: string;
  issues?: Array<{ path: string; message: string }>;
};

export const DATABASE_UNAVAILABLE_MESSAGE =
  "The database is unavailable right now. Please try again shortly.";

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, "").replaceAll("/", "."),
        message: issue.message ?? "Invalid value",
      }));
      const messages = [...new Set(issues.map((issue) => issue.message))];
      return reply.status(400).send({
        message: messages.join("; "),
        code: "VALIDATION_FAILED",
        issues,
      } satisfies ErrorBody);
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({
          message: error.message,
          code: error.code,
          issues: error.issues,
        } satisfies ErrorBody);
    }
    if (isDatabaseUnavailableError(error)) {
      request.log.warn({ err: error }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", "5")
        .send({ message: DATABASE_UNAVAILABLE_MESSAGE, code: "DATABASE_UNAVAILABLE" });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: clientErrorMessage(error), code: error.code });
    }
    request.log.error({ err: error }, "request failed");
    return reply
      .status(500)
      .send({ message: "Something went wrong on our side. Please try again.", code: "INTERNAL" });
  });
}

/** Fastify's own 4xx errors, reworded where their text would puzzle a client. */
function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return "The request body is not valid JSON";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "The request body is too large";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Unsupported content type: send application/json";
    default:
      return error.message;
  }
}

/**
 * Fastify's errors from before routing (an address it cannot decode, a path parameter too
 * long) in the same shape as every other error, without echoing the address back.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const [status, body]: [number, ErrorBody] =
    error.code === "FST_ERR_MAX_PARAM_LENGTH"
      ? [414, { message: "The address is too long", code: "URL_TOO_LONG" }]
      : error.code === "FST_ERR_BAD_URL"
        ? [
            400,
            {
              message: "The address is not valid: a % must be followed by two hexadecimal digits",
              code: "BAD_URL",
            },
          ]
        : [
            500,
            { message: "Something went wrong on our side. Please try again.", code: "INTERNAL" },
          ];
  if (status >= 500) request.log.error({ err: error }, "request failed before routing");
  void reply.status(status).send(body);
}
