import { z } from "zod";
import { PLATFORM_META } from "./platforms";

/**
 * What OrderDock tells the marketplaces about the menu (docs/menu-sync.md): an item or an
 * option 86'd (`suspend`) or back on (`unsuspend`), the whole menu published
 * (`publish_menu`), and a look at how a publish the platform took in the background ended
 * (`menu_status`). Shopify, WooCommerce and the website form take none of these: a shop's
 * catalogue is kept in the shop, and the website form reads the live menu.
 */
export const MENU_CHANNELS = ["ubereats", "doordash", "grubhub"] as const;
export type MenuChannel = (typeof MENU_CHANNELS)[number];

export const MENU_ACTIONS = ["suspend", "unsuspend", "publish_menu", "menu_status"] as const;
export type MenuAction = (typeof MENU_ACTIONS)[number];

export function isMenuChannel(value: unknown): value is MenuChannel {
  return typeof value === "string" && (MENU_CHANNELS as readonly string[]).includes(value);
}

export function isMenuAction(value: string): value is MenuAction {
  return (MENU_ACTIONS as readonly string[]).includes(value);
}

export function menuChannelName(channel: MenuChannel): string {
  return PLATFORM_META[channel].displayName;
}

/** Where one channel stands with a change: being sent, confirmed, or refused. */
export const CHANNEL_STATES = ["sending", "done", "failed"] as const;
export type ChannelState = (typeof CHANNEL_STATES)[number];

/** One marketplace's answer to an 86, a return or a publish, as staff see it. */
export const channelResultSchema = z.object({
  channel: z.enum(MENU_CHANNELS),
  /** The call to send again with Retry. */
  callId: z.string(),
  action: z.enum(MENU_ACTIONS),
  state: z.enum(CHANNEL_STATES),
  /** The platform's words (a refusal's reason), or what OrderDock knows of the call. */
  message: z.string().nullable(),
  /** When the answer came, or when the call was written while it is still being sent. */
  at: z.string(),
});
export type ChannelResult = z.infer<typeof channelResultSchema>;

/** What staff read for a channel's result of an 86 or a return. */
export function describeAvailabilityResult(
  result: Pick<ChannelResult, "channel" | "action" | "state" | "message">,
): string {
  const name = menuChannelName(result.channel);
  if (result.state === "sending") return `${name}: sending…`;
  if (result.state === "failed") {
    return `${name} refused: ${result.message ?? "no reason given"}`;
  }
  return result.action === "unsuspend" ? `${name}: back on` : `${name}: confirmed`;
}
