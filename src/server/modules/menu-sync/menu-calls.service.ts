import { isUuid } from "../../../domain/ids";
import type { Database } from "../../db/database";
import { conflict, notFound } from "../../errors";
import type { EventBus } from "../../events/event-bus";
import {
  findAvailabilityChange,
  findNewestChangeId,
} from "../menu/availability-changes.repository";
import { menuChanged } from "../menu/menu-events";
import { signalOutboxWork } from "../platform-calls/outbox-signal";
import {
  findCall,
  insertPlatformCall,
  requeueCall,
  settleCall,
} from "../platform-calls/platform-calls.repository";
import { findDoorDashStatusCall, findLatestPublish } from "./menu-publishes.repository";

/**
 * Retry of a menu call a marketplace refused, and DoorDash's word on a menu it loaded
 * (docs/menu-sync.md).
 */
type Scope = { db: Database; bus?: EventBus; restaurantId: string; now?: Date };

const NOT_FOUND = "Call not found";

/**
 * Sends a refused 86, return or publish again, while it still applies: an 86 or a return
 * only while it is the item's newest change (and a timed 86 has not ended); a publish only
 * while it is the newest, and then the whole publish is sent again.
 */
export async function retryMenuCall({
  callId,
  ...scope
}: Scope & { callId: string }): Promise<{ retried: true }> {
  const { db, restaurantId } = scope;
  const now = scope.now ?? new Date();
  if (!isUuid(callId)) throw notFound(NOT_FOUND);
  await db.transaction(async (tx) => {
    const call = await findCall(tx, { restaurantId, callId });
    if (!call || (!call.availabilityChangeId && !call.menuPublishId)) throw notFound(NOT_FOUND);
    if (call.state !== "failed") {
      throw conflict("There is no refused call to send again", "NOTHING_TO_RETRY");
    }
    if (call.availabilityChangeId) {
      if (!(await isNewestChange(tx, call.availabilityChangeId, now))) throw superseded();
      await requeueCall(tx, call.id, now);
    } else if (call.menuPublishId) {
      const latest = await findLatestPublish(tx, restaurantId);
      if (latest?.id !== call.menuPublishId) throw superseded();
      await insertPlatformCall(tx, {
        restaurantId,
        menuPublishId: call.menuPublishId,
        platform: call.platform,
        action: "publish_menu",
        payload: {},
        at: now,
      });
    }
    await scope.bus?.publish(tx, menuChanged, { restaurantId });
  });
  signalOutboxWork();
  return { retried: true };
}

const superseded = () =>
  conflict("The menu has changed since this call: it no longer needs sending", "CALL_SUPERSEDED");

/** Whether this change is the newest of its item or option, and (an 86) still in force. */
async function isNewestChange(tx: Database, changeId: string, now: Date): Promise<boolean> {
  const change = await findAvailabilityChange(tx, changeId);
  if (!change) return false;
  if (!change.isAvailable && change.until && change.until <= now) return false;
  return (await findNewestChangeId(tx, change)) === change.id;
}

export type DoorDashMenuStatus = {
  restaurantId: string;
  /** The job reference DoorDash answered the publish with. */
  reference: string;
  isSuccess: boolean;
  details: string | null;
  /** DoorDash's id for the menu, which later publishes update. */
  menuId: string | null;
  now: Date;
};

/**
 * DoorDash's menu status webhook: completes the look at the publish it names, keeping the
 * menu's id for the next publish. False when no publish of the restaurant has that
 * reference.
 */
export async function recordDoorDashMenuStatus(
  db: Database,
  bus: EventBus,
  status: DoorDashMenuStatus,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const call = await findDoorDashStatusCall(tx, status);
    if (!call) return false;
    await settleCall(tx, call.id, {
      state: status.isSuccess ? "done" : "failed",
      message: status.isSuccess
        ? null
        : `DoorDash could not load the menu${status.details ? `: ${status.details}` : ""}`,
      reference: status.menuId ?? call.reference,
      at: status.now,
    });
    await bus.publish(tx, menuChanged, { restaurantId: status.restaurantId });
    return true;
  });
}
