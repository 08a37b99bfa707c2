import { z } from "zod";
import { forwardToBrowsers } from "../../events/browser-forward";
import { defineEvent } from "../../events/event-definition";

/**
 * A restaurant's team changed: someone joined, was invited, changed role or left. Its open
 * screens read the signed-in person again, so a new role shows at once.
 */
export const peopleChanged = defineEvent("peopleChanged", z.object({ restaurantId: z.string() }));

export const peopleForBrowsers = forwardToBrowsers(peopleChanged, () => ({
  type: "PEOPLE_CHANGED",
}));
