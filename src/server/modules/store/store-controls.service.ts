import type { StoreStatus } from "../../../domain/api/store";
import { isUuid } from "../../../domain/ids";
import {
  isControlActive,
  STORE_CHANNELS,
  type StoreChannel,
  type StoreControlKind,
  type StoreControlSource,
  type StoreDuration,
  storeChannelName,
  storeControlEnd,
} from "../../../domain/store-controls";
import type { Database } from "../../db/database";
import { conflict, notFound, validationFailed } from "../../errors";
import type { EventBus } from "../../events/event-bus";
import type { StorePayload } from "../platform-calls/clients/store-clients";
import { signalOutboxWork } from "../platform-calls/outbox-signal";
import {
  findCall,
  insertPlatformCall,
  requeueCall,
} from "../platform-calls/platform-calls.repository";
import {
  availableChannels,
  END_ACTION,
  isMarketplace,
  type Restaurant,
  restaurantOf,
  START_ACTION,
} from "./store-channels";
import {
  callsOfControl,
  deleteUntouchedCall,
  findControl,
  insertControl,
  lockActiveControls,
  markControlEnded,
  rescheduleUntouchedCall,
  type StoreCallRow,
  type StoreControlRow,
} from "./store-controls.repository";
import { storeChanged } from "./store-events";
import { getStoreStatus } from "./store-status";

/**
 * Pause and busy (docs/store-controls.md). Setting a control writes it and its platform
 * calls in one transaction: the call that starts it, due now, and the one that ends it,
 * due at its end, so the outbox reopens the store when the time comes even if no one is
 * looking. A new control of the same kind on a channel replaces the one in force. Ending
 * early brings the end call forward. Every change tells the restaurant's dashboards.
 */
type Scope = { db: Database; bus: EventBus; restaurantId: string; now?: Date };

/** The channels asked for, checked against what this restaurant has and the kind allows. */
async function channelsFor(
  db: Database,
  restaurantId: string,
  kind: StoreControlKind,
  requested: "all" | StoreChannel[],
): Promise<StoreChannel[]> {
  const available = (await availableChannels(db, restaurantId)).filter(
    (channel) => kind === "pause" || isMarketplace(channel),
  );
  if (requested === "all") {
    if (available.length === 0) {
      const message =
        kind === "busy"
          ? "Connect Uber Eats, DoorDash or Grubhub to use busy mode"
          : "Connect Uber Eats, DoorDash, Grubhub or the website form to pause orders";
      throw validationFailed([{ path: ["channels"], message }]);
    }
    return available;
  }
  const unknown = requested.filter((channel) => !available.includes(channel));
  if (unknown.length > 0) {
    const channel = unknown[0] as StoreChannel;
    const message =
      kind === "busy" && channel === "website"
        ? "Busy mode applies to Uber Eats, DoorDash and Grubhub: the website quotes no preparation time"
        : `Connect ${storeChannelName(channel)} on the Platform Connections screen first`;
    throw validationFailed([{ path: ["channels"], message }]);
  }
  return [...new Set(requested)];
}

export type SetControlOptions = Scope & {
  kind: StoreControlKind;
  channels: "all" | StoreChannel[];
  duration: StoreDuration;
  extraMinutes?: number;
  reason?: string;
  source?: StoreControlSource;
  userId?: string | null;
  /** What OrderDock did by itself, said to every screen (a toast). */
  notice?: string;
};

/** Pauses the channels, or makes them busy, for the duration chosen. */
export async function setStoreControl({
  kind,
  channels,
  duration,
  extraMinutes,
  reason,
  source = "staff",
  userId = null,
  notice,
  ...scope
}: SetControlOptions): Promise<StoreStatus> {
  const { db, bus, restaurantId } = scope;
  const now = scope.now ?? new Date();
  await db.transaction(async (tx) => {
    const restaurant = await restaurantOf(tx, restaurantId, { lock: true });
    const targets = await channelsFor(tx, restaurantId, kind, channels);
    const endsAt = storeControlEnd(duration, now, restaurant.timezone);
    const replaced = await lockActiveControls(tx, { restaurantId, kind, channels: targets, now });
    for (const previous of replaced) {
      await markControlEnded(tx, previous.id, now);
      // Its scheduled end would undo the new control: the new one brings its own.
      for (const call of await callsOfControl(tx, previous.id)) {
        if (call.action === END_ACTION[kind]) await deleteUntouchedCall(tx, call.id);
      }
    }
    for (const channel of targets) {
      const control = await insertControl(tx, {
        restaurantId,
        channel,
        kind,
        extraMinutes: kind === "busy" ? (extraMinutes ?? 0) : null,
        source,
        reason: reason ?? null,
        createdBy: userId,
        startsAt: now,
        endsAt,
      });
      if (!isMarketplace(channel)) continue;
      const payload: StorePayload = {
        until: endsAt?.toISOString() ?? null,
        ...(reason && { reason }),
        ...(kind === "busy" && { extraMinutes, prepMinutes: restaurant.prepMinutes }),
      };
      await queueStoreCall(tx, control, START_ACTION[kind], payload, now);
      if (endsAt) {
        await queueStoreCall(
          tx,
          control,
          END_ACTION[kind],
          endPayload(restaurant, kind),
          now,
          endsAt,
        );
      }
    }
    await bus.publish(tx, storeChanged, { restaurantId, notice });
  });
  signalOutboxWork();
  return getStoreStatus({ ...scope, now });
}

export type EndControlOptions = Scope & {
  kind: StoreControlKind;
  channels: "all" | StoreChannel[];
  /** Only the controls set for this reason; every one when left out. */
  source?: StoreControlSource;
  /** Why OrderDock ended them before their time; left out when staff did. */
  reason?: string;
  notice?: string;
};

/** Ends the pause or busy spell on these channels now: the platforms hear it at once. */
export async function endStoreControl({
  kind,
  channels,
  source,
  reason,
  notice,
  ...scope
}: EndControlOptions): Promise<StoreStatus> {
  const { db, bus, restaurantId } = scope;
  const now = scope.now ?? new Date();
  const targets = channels === "all" ? [...STORE_CHANNELS] : channels;
  const ended = await db.transaction(async (tx) => {
    const restaurant = await restaurantOf(tx, restaurantId, { lock: true });
    const active = await lockActiveControls(tx, {
      restaurantId,
      kind,
      channels: targets,
      source,
      now,
    });
    if (active.length === 0) return 0;
    for (const control of active) {
      await markControlEnded(tx, control.id, now, reason ?? null);
      if (!isMarketplace(control.channel)) continue;
      const calls = await callsOfControl(tx, control.id);
      const scheduled = calls.find((call) => call.action === END_ACTION[kind]);
      const broughtForward = scheduled && (await rescheduleUntouchedCall(tx, scheduled.id, now));
      if (!broughtForward) {
        await queueStoreCall(tx, control, END_ACTION[kind], endPayload(restaurant, kind), now);
      }
    }
    await bus.publish(tx, storeChanged, { restaurantId, notice });
    return active.length;
  });
  if (ended === 0) {
    throw conflict(
      kind === "pause" ? "Those channels are not paused" : "Those channels are not busy",
      "NOTHING_TO_END",
    );
  }
  signalOutboxWork();
  return getStoreStatus({ ...scope, now });
}

/** Sends a store call a platform refused again (staff pressed Retry). */
export async function retryStoreCall({
  callId,
  ...scope
}: Scope & { callId: string }): Promise<StoreStatus> {
  const { db, bus, restaurantId } = scope;
  const now = scope.now ?? new Date();
  if (!isUuid(callId)) throw notFound("Call not found");
  await db.transaction(async (tx) => {
    await restaurantOf(tx, restaurantId, { lock: true });
    const call = await findCall(tx, { restaurantId, callId });
    const control = call?.storeControlId ? await findControl(tx, call.storeControlId) : null;
    if (!call || !control) throw notFound("Call not found");
    if (call.state !== "failed") {
      throw conflict("There is no refused call to send again", "NOTHING_TO_RETRY");
    }
    if (!(await stillApplies(tx, call, control, now))) {
      throw conflict(
        "The store has changed since this call: it no longer needs sending",
        "CALL_SUPERSEDED",
      );
    }
    await requeueCall(tx, call.id, now);
    await bus.publish(tx, storeChanged, { restaurantId });
  });
  signalOutboxWork();
  return getStoreStatus({ ...scope, now });
}

/**
 * Whether sending a refused call again still does what the store needs: a start only while
 * its control is in force; an end only while no control of its kind is in force on that
 * channel (a newer pause must not be undone by an older reopening).
 */
async function stillApplies(
  tx: Database,
  call: StoreCallRow,
  control: StoreControlRow,
  now: Date,
): Promise<boolean> {
  if (call.action === START_ACTION[control.kind]) return isControlActive(control, now);
  const inForce = await lockActiveControls(tx, {
    restaurantId: control.restaurantId,
    kind: control.kind,
    channels: [control.channel],
    now,
  });
  return inForce.length === 0;
}

function endPayload(restaurant: Restaurant, kind: StoreControlKind): StorePayload {
  return kind === "busy" ? { prepMinutes: restaurant.prepMinutes } : {};
}

function queueStoreCall(
  tx: Database,
  control: StoreControlRow,
  action: (typeof START_ACTION | typeof END_ACTION)[StoreControlKind],
  payload: StorePayload,
  now: Date,
  dueAt?: Date,
) {
  return insertPlatformCall(tx, {
    restaurantId: control.restaurantId,
    storeControlId: control.id,
    platform: control.channel,
    action,
    payload,
    at: now,
    dueAt,
  });
}
