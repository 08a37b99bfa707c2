import type { FastifyInstance } from "fastify";
import { LOCATION_COOKIE, LOCATION_HEADER } from "../../domain/api/locations";
import { SESSION_COOKIE } from "../plugins/session-cookie";

export type LocationCall = {
  token: string;
  /** The location the browser remembers (its cookie). */
  location?: string;
  /** The location the call itself names (its header). */
  header?: string;
  payload?: object;
};

/**
 * A person's call as their browser makes it at one of the account's locations: the session
 * cookie, the remembered location, and a location named by the call.
 */
export function callAtLocation(
  app: FastifyInstance,
  method: "GET" | "POST" | "PUT" | "PATCH",
  url: string,
  options: LocationCall,
) {
  return app.inject({
    method,
    url,
    cookies: {
      [SESSION_COOKIE]: options.token,
      ...(options.location && { [LOCATION_COOKIE]: options.location }),
    },
    ...(options.header && { headers: { [LOCATION_HEADER]: options.header } }),
    ...(options.payload && { payload: options.payload }),
  });
}
