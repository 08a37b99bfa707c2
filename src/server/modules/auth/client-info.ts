import type { FastifyRequest } from "fastify";
import type { ClientInfo } from "./auth.service";

/** Who is asking: the address (behind TRUST_PROXY's proxies) and the browser. */
export function clientInfo(request: FastifyRequest): ClientInfo {
  const userAgent = request.headers["user-agent"];
  return { ipAddress: request.ip, userAgent: typeof userAgent === "string" ? userAgent : null };
}
