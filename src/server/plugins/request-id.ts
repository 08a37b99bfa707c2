import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Keeps a caller's X-Request-Id when it is sane, so logs join up across services. */
export function generateRequestId(request: IncomingMessage): string {
  const incoming = request.headers["x-request-id"];
  return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
