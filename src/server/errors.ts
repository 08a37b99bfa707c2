/**
 * An error that is the client's answer: its status and message are sent, as JSON, as they
 * are. Anything else thrown becomes a 500 with no detail.
 */
export class HttpError extends Error {
  override name = "HttpError";

  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    /** Response headers that belong to the answer, such as Retry-After. */
    readonly headers: Record<string, string> = {},
    /** Each problem of an invalid input, with its path. */
    readonly issues?: Array<{ path: string; message: string }>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = "BAD_REQUEST") =>
  new HttpError(400, message, code);
export const unauthorized = (message = "Not signed in", code = "UNAUTHORIZED") =>
  new HttpError(401, message, code);
export const forbidden = (message = "Forbidden", code = "FORBIDDEN") =>
  new HttpError(403, message, code);
export const notFound = (message = "Not found", code = "NOT_FOUND") =>
  new HttpError(404, message, code);
export const conflict = (message: string, code = "CONFLICT") => new HttpError(409, message, code);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, "TOO_MANY_REQUESTS", { "retry-after": String(retryAfterSeconds) });

/** A 400 listing every problem of an input validated inside a service. */
export function validationFailed(
  issues: Array<{ path: PropertyKey[]; message: string }>,
): HttpError {
  const listed = issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
  }));
  const messages = [...new Set(listed.map((issue) => issue.message))];
  return new HttpError(400, messages.join("; "), "VALIDATION_FAILED", {}, listed);
}
