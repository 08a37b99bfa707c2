import type { Database } from "../../db/database";
import type { EventBus } from "../../events/event-bus";
import { ENDS_SUSPENSION_ITSELF, type MenuPayload } from "../platform-calls/clients/menu-clients";
import { insertPlatformCall } from "../platform-calls/platform-calls.repository";
import {
  type AvailabilitySubject,
  connectedMenuChannels,
  deleteWaitingReturns,
  insertAvailabilityChange,
} from "./availability-changes.repository";
import { menuChanged } from "./menu-events";

/**
 * 86 everywhere (docs/menu-sync.md): an item or option 86'd or back on in the Menu Manager
 * is told to every connected marketplace through the outbox, in the transaction that makes
 * the change. A timed 86 carries its end: Uber Eats and Grubhub end it themselves; DoorDash,
 * which takes no end, is sent the return, written now to wait for that moment. A new change
 * deletes the waiting return of the one before, which would otherwise undo it.
 */
export type QueueAvailabilityOptions = {
  tx: Database;
  bus?: EventBus;
  restaurantId: string;
  subject: AvailabilitySubject;
  isAvailable: boolean;
  /** A timed 86's end. */
  until: Date | null;
  userId?: string | null;
  now: Date;
};

export async function queueAvailabilityCalls({
  tx,
  bus,
  restaurantId,
  subject,
  isAvailable,
  until,
  userId = null,
  now,
}: QueueAvailabilityOptions): Promise<void> {
  await deleteWaitingReturns(tx, subject);
  const channels = await connectedMenuChannels(tx, restaurantId);
  if (channels.length === 0) return;
  const change = await insertAvailabilityChange(tx, {
    ...subject,
    restaurantId,
    isAvailable,
    until,
    createdBy: userId,
    at: now,
  });
  const entity: MenuPayload["entity"] =
    subject.itemId === undefined
      ? { kind: "option", id: subject.optionId }
      : { kind: "item", id: subject.itemId };
  for (const platform of channels) {
    const call = { restaurantId, availabilityChangeId: change.id, platform, at: now };
    await insertPlatformCall(tx, {
      ...call,
      action: isAvailable ? "unsuspend" : "suspend",
      payload: { entity, until: until?.toISOString() ?? null },
    });
    if (!isAvailable && until && !ENDS_SUSPENSION_ITSELF[platform]) {
      await insertPlatformCall(tx, {
        ...call,
        action: "unsuspend",
        payload: { entity },
        dueAt: until,
      });
    }
  }
  await bus?.publish(tx, menuChanged, { restaurantId });
}
