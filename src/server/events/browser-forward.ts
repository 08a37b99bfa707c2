import type { z } from "zod";
import type { ServerMessage } from "../../domain/realtime";
import type { EventDefinition, EventPayload } from "./event-definition";

/**
 * An event the realtime hub passes on to a restaurant's browsers, and the message they are
 * sent for it. The hub forwards these and nothing else: its allow-list, one entry per kind,
 * each written by the module that owns the event.
 */
export type BrowserForward = {
  readonly event: EventDefinition<z.ZodType<{ restaurantId: string }>>;
  message(payload: { restaurantId: string }): ServerMessage;
};

export function forwardToBrowsers<
  Definition extends EventDefinition<z.ZodType<{ restaurantId: string }>>,
>(
  event: Definition,
  message: (payload: EventPayload<Definition>) => ServerMessage,
): BrowserForward {
  return { event, message: message as BrowserForward["message"] };
}
