import { z } from "zod";
import { forwardToBrowsers } from "../../events/browser-forward";
import { defineEvent } from "../../events/event-definition";

/**
 * A restaurant's store controls changed (a pause, busy mode, what a platform answered), with
 * the words of an automatic change staff are told of (the kitchen's load paused orders).
 */
export const storeChanged = defineEvent(
  "storeChanged",
  z.object({ restaurantId: z.string(), notice: z.string().optional() }),
);

export const storeForBrowsers = forwardToBrowsers(storeChanged, ({ notice }) => ({
  type: "STORE_STATUS_CHANGED",
  ...(notice !== undefined && { notice }),
}));
