import { menuChanged } from "../menu/menu-events";
import { type RecordOutcomeOptions, resultOf } from "../platform-calls/call-result";
import { finishCall, insertPlatformCall } from "../platform-calls/platform-calls.repository";

/**
 * A marketplace's answer to a menu call (docs/menu-sync.md). The call's row records it and
 * the Menu Manager is told. A publish the platform took to process in the background is
 * followed by a look at how it ended: Grubhub's ingestion job is asked about a few seconds
 * later (and again, with the outbox's waits, while it is still loading); DoorDash says so
 * through its menu status webhook, which completes the waiting look, or, when none comes
 * within `DOORDASH_MENU_STATUS_WAIT_MS`, the look reports that.
 */
export const GRUBHUB_JOB_FIRST_LOOK_MS = 3_000;
/** DoorDash keeps trying a menu job for up to two hours (its menu guide). */
export const DOORDASH_MENU_STATUS_WAIT_MS = 2 * 3_600_000;

export async function recordMenuCallOutcome({
  db,
  bus,
  call,
  outcome,
  now,
  maxRetryMs,
}: RecordOutcomeOptions): Promise<void> {
  const result = resultOf(call, outcome, now, maxRetryMs);
  await db.transaction(async (tx) => {
    const finished = await finishCall(tx, call, result);
    if (!finished) return;
    const isTakenPublish =
      call.action === "publish_menu" && result.state === "done" && call.menuPublishId;
    const reference = result.state === "done" ? result.reference : null;
    if (isTakenPublish && reference && call.menuPublishId) {
      const wait =
        call.platform === "grubhub"
          ? GRUBHUB_JOB_FIRST_LOOK_MS
          : call.platform === "doordash"
            ? DOORDASH_MENU_STATUS_WAIT_MS
            : null;
      if (wait !== null) {
        await insertPlatformCall(tx, {
          restaurantId: call.restaurantId,
          menuPublishId: call.menuPublishId,
          platform: call.platform,
          action: "menu_status",
          payload: call.platform === "grubhub" ? { jobId: reference } : { reference },
          at: now,
          dueAt: new Date(now.getTime() + wait),
        });
      }
    }
    if (result.state !== "pending" || call.attempts === 1) {
      await bus.publish(tx, menuChanged, { restaurantId: call.restaurantId });
    }
  });
}
