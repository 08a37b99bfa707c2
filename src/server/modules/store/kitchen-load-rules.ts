import type { KitchenLoad } from "../../../domain/api/store";
import { joinNames } from "../../../domain/join-names";
import type { LoadLevel } from "../../../domain/kitchen-load";
import { type StoreChannel, storeChannelName } from "../../../domain/store-controls";
import type { Database } from "../../db/database";
import type { EventBus } from "../../events/event-bus";
import { updateKitchenLoadLevel } from "../restaurants/restaurant-settings.repository";
import { LOAD_CHANNELS, measureKitchenLoad, readLoadSettings } from "./kitchen-load";
import { endStoreControl, setStoreControl } from "./store-controls.service";
import { getStoreStatus } from "./store-status";

/**
 * The kitchen's load rules at work (docs/kitchen-load.md). They act when the load crosses a
 * level, not while it stays there: above the busy level, busy mode's minutes on the
 * marketplaces; above the pause level, the marketplaces paused; back below a level, what it
 * did there is ended. Each action is a store control with source `kitchen_load` and its
 * reason, announced on every screen. The level acted on is kept with the restaurant, so a
 * control staff end by hand stays ended until the load falls below its level and rises past
 * it again, and a channel staff paused or slowed themselves is left as they set it.
 */
export type ApplyLoadOptions = {
  db: Database;
  bus: EventBus;
  restaurantId: string;
  now: Date;
};

export async function applyKitchenLoadRules({
  db,
  bus,
  restaurantId,
  now,
}: ApplyLoadOptions): Promise<KitchenLoad> {
  return db.transaction(async (tx) => {
    // The restaurant's row, locked: two instances (or a burst of orders) act one at a time.
    const settings = await readLoadSettings(tx, restaurantId, { lock: true });
    const load = await measureKitchenLoad(tx, restaurantId, settings);
    const from = settings.level;
    const to = load.level;
    if (from === to) return load;
    const scope = { db: tx, bus, restaurantId, now };
    const rules = load.rules;
    if (to > from && rules) {
      const status = await getStoreStatus(scope);
      const free = (kind: "pause" | "busy") =>
        status.channels
          .filter((channel) => LOAD_CHANNELS.includes(channel.channel) && channel[kind] === null)
          .map((channel) => channel.channel);
      if (from < 1 && to >= 1 && rules.busyAboveMinutes !== null) {
        const channels = free("busy");
        if (channels.length > 0) {
          await setStoreControl({
            ...scope,
            kind: "busy",
            channels,
            duration: "until_turned_off",
            extraMinutes: rules.busyExtraMinutes,
            source: "kitchen_load",
            reason: `${load.minutes} min of work in the kitchen, above ${rules.busyAboveMinutes}`,
            notice: `Kitchen busy: +${rules.busyExtraMinutes} min on ${names(channels)} (${load.minutes} min of work)`,
          });
        }
      }
      if (to === 2 && rules.pauseAboveMinutes !== null) {
        const channels = free("pause");
        if (channels.length > 0) {
          await setStoreControl({
            ...scope,
            kind: "pause",
            channels,
            duration: "until_turned_off",
            source: "kitchen_load",
            reason: `${load.minutes} min of work in the kitchen, above ${rules.pauseAboveMinutes}`,
            notice: `Orders paused on ${names(channels)}: ${load.minutes} min of work in the kitchen`,
          });
        }
      }
    }
    if (to < from) {
      if (from === 2 && to < 2) await endOwn(scope, "pause", load, rules?.pauseAboveMinutes);
      if (from >= 1 && to < 1) await endOwn(scope, "busy", load, rules?.busyAboveMinutes);
    }
    await updateKitchenLoadLevel(tx, restaurantId, to as LoadLevel);
    return load;
  });
}

/** Ends the rules' own pause or busy spell, if still in force (staff may have ended it). */
async function endOwn(
  scope: ApplyLoadOptions,
  kind: "pause" | "busy",
  load: KitchenLoad,
  level: number | null | undefined,
) {
  const below = level === null || level === undefined ? "" : `, below ${level}`;
  try {
    await endStoreControl({
      ...scope,
      kind,
      channels: "all",
      source: "kitchen_load",
      reason: `The kitchen's work fell to ${load.minutes} min${below}`,
      notice:
        kind === "pause"
          ? `Orders reopened: ${load.minutes} min of work in the kitchen`
          : `Busy mode ended: ${load.minutes} min of work in the kitchen`,
    });
  } catch (error) {
    // Nothing of the rules' own in force any more: staff ended it already.
    if ((error as { code?: string }).code !== "NOTHING_TO_END") throw error;
  }
}

function names(channels: StoreChannel[]): string {
  return joinNames(channels.map(storeChannelName));
}
