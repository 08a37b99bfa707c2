import { z } from "zod";
import { MENU_CHANNELS } from "../menu-sync";

/**
 * Publishing the menu to the marketplaces (docs/menu-sync.md): where each channel stands
 * with the newest publish, what publishing now would change there, and whether the Menu
 * Manager changed since the last publish.
 */
export const PUBLISH_STATES = ["sending", "processing", "done", "failed"] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];

/** At most this many changes are listed per channel; the rest are counted. */
export const MAX_LISTED_CHANGES = 30;

export const publishChannelSchema = z.object({
  channel: z.enum(MENU_CHANNELS),
  /** The newest publish on this channel; null before the first. */
  latest: z
    .object({
      /** The call to send again with Retry. */
      callId: z.string(),
      state: z.enum(PUBLISH_STATES),
      /** The platform's words: why it refused, or what it said. */
      message: z.string().nullable(),
      at: z.string(),
    })
    .nullable(),
  /** When the platform last confirmed it took a published menu; null: never. */
  confirmedAt: z.string().nullable(),
  /** What a publish now changes on this channel, since the menu it last confirmed. */
  changes: z.array(z.string()),
  /** Changes beyond those listed. */
  moreChanges: z.number().int(),
});
export type PublishChannel = z.infer<typeof publishChannelSchema>;

export const publishStatusSchema = z.object({
  channels: z.array(publishChannelSchema),
  /** When staff last published; null: never. */
  lastPublishedAt: z.string().nullable(),
  /** What changed in the Menu Manager since that publish (empty: nothing). */
  changedSinceLastPublish: z.array(z.string()),
  moreChangedSinceLastPublish: z.number().int(),
});
export type PublishStatus = z.infer<typeof publishStatusSchema>;

/** What staff read for a channel's newest publish. */
export function describePublishState(state: PublishState, channelName: string): string {
  switch (state) {
    case "sending":
      return `Sending to ${channelName}…`;
    case "processing":
      return `${channelName} is loading the menu…`;
    case "done":
      return `Published on ${channelName}`;
    case "failed":
      return `${channelName} refused the menu`;
  }
}
