import type {
  StoreCall,
  StoreChannelStatus,
  StoreControl,
  StoreStatus,
} from "../../../domain/api/store";
import {
  isControlActive,
  isStoreAction,
  type StoreChannel,
  type StoreControlKind,
  storeChannelName,
} from "../../../domain/store-controls";
import type { Database } from "../../db/database";
import {
  availableChannels,
  END_ACTION,
  isMarketplace,
  restaurantOf,
  START_ACTION,
} from "./store-channels";
import {
  listRecentControls,
  type StoreCallRow,
  type StoreControlRow,
} from "./store-controls.repository";

/** The bar's and the dialog's view: each channel with its pause and busy spell in force. */
export async function getStoreStatus({
  db,
  restaurantId,
  now = new Date(),
}: {
  db: Database;
  restaurantId: string;
  now?: Date;
}): Promise<StoreStatus> {
  const [restaurant, channels, recent] = await Promise.all([
    restaurantOf(db, restaurantId),
    availableChannels(db, restaurantId),
    listRecentControls(db, restaurantId, now),
  ]);
  return {
    channels: channels.map((channel) => channelStatus(channel, recent, now)),
    prepMinutes: restaurant.prepMinutes,
    now: now.toISOString(),
  };
}

type Recent = Awaited<ReturnType<typeof listRecentControls>>;

function channelStatus(channel: StoreChannel, recent: Recent, now: Date): StoreChannelStatus {
  const mine = recent.filter(({ control }) => control.channel === channel);
  const current = (kind: StoreControlKind) =>
    mine.find(({ control }) => control.kind === kind && isControlActive(control, now)) ?? null;
  const pause = current("pause");
  const busy = current("busy");
  // The latest ending a platform has not confirmed: a store left paused must stay in view.
  const unconfirmedEnd =
    mine
      .filter(
        ({ control }) =>
          !isControlActive(control, now) && !(control.kind === "pause" ? pause : busy),
      )
      .flatMap(({ control, calls }) =>
        calls.filter(
          (call) =>
            call.action === END_ACTION[control.kind] &&
            call.state !== "done" &&
            call.nextAttemptAt.getTime() <= now.getTime(),
        ),
      )
      .map(toCall)[0] ?? null;
  return {
    channel,
    name: storeChannelName(channel),
    takesBusy: isMarketplace(channel),
    pause: pause && toControl(pause.control, pause.calls),
    busy: busy && toControl(busy.control, busy.calls),
    unconfirmedEnd,
  };
}

function toControl(control: StoreControlRow, calls: StoreCallRow[]): StoreControl {
  const start = calls.find((call) => call.action === START_ACTION[control.kind]);
  return {
    id: control.id,
    kind: control.kind,
    extraMinutes: control.extraMinutes,
    source: control.source,
    reason: control.reason,
    startsAt: control.startsAt.toISOString(),
    endsAt: control.endsAt?.toISOString() ?? null,
    call: start ? toCall(start) : null,
  };
}

function toCall(call: StoreCallRow): StoreCall {
  if (!isStoreAction(call.action)) throw new Error(`not a store call: ${call.action}`);
  return {
    id: call.id,
    action: call.action,
    state: call.state === "pending" || call.state === "sending" ? "sending" : call.state,
    message: call.message,
  };
}
