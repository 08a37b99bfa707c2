import { z } from "zod";
import { forwardToBrowsers } from "../../events/browser-forward";
import { defineEvent } from "../../events/event-definition";

/** A restaurant's menu changed on a marketplace: an 86, a return or a publish was answered. */
export const menuChanged = defineEvent("menuChanged", z.object({ restaurantId: z.string() }));

export const menuForBrowsers = forwardToBrowsers(menuChanged, () => ({ type: "MENU_CHANGED" }));
