import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config";

/**
 * The address OrderDock gives out for itself: `PUBLIC_URL` when set, otherwise the address
 * the server listens on. Never a request's Host header: a visitor could otherwise make
 * OrderDock send its secrets to a host of their choosing (decision 022). A wildcard
 * interface reads as `localhost`; a tablet on the network needs `PUBLIC_URL`.
 */
export type SelfOrigin = () => string;

export function createSelfOrigin(config: Config, app: FastifyInstance): SelfOrigin {
  return () => {
    if (config.publicUrl) return config.publicUrl.replace(/\/+$/, "");
    const address = app.server.address() as AddressInfo | null;
    const port = address && typeof address === "object" ? address.port : config.port;
    return `http://${hostName(config.host)}:${port}`;
  };
}

function hostName(host: string): string {
  if (host === "0.0.0.0" || host === "::" || host === "") return "localhost";
  return host.includes(":") ? `[${host}]` : host;
}
