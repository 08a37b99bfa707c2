import { type RecordOutcomeOptions, resultOf } from "../platform-calls/call-result";
import { finishCall } from "../platform-calls/platform-calls.repository";
import { storeChanged } from "./store-events";

/**
 * A store call's answer (a pause, a resume, busy mode): the call's row is all it changes,
 * and the dashboards are told (a retry only when it starts waiting), so the store bar shows
 * what each platform said.
 */
export async function recordStoreCallOutcome({
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
    if (result.state !== "pending" || call.attempts === 1) {
      await bus.publish(tx, storeChanged, { restaurantId: call.restaurantId });
    }
  });
}
