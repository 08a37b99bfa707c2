import { type RecordOutcomeOptions, resultOf } from "./call-result";
import { finishCall, isOrderCall, type OrderCallRow } from "./platform-calls.repository";

/**
 * Who records a platform's answer, by what the call was about: an order's calls and the
 * menu's are recorded by their own modules, given to the outbox by the app; a store call's
 * answer changes only its own row.
 */
export type OutcomeRecorders = {
  order(options: RecordOutcomeOptions & { call: OrderCallRow }): Promise<void>;
  menu(options: RecordOutcomeOptions): Promise<void>;
};

/** Records what a platform answered, through the recorder of what the call was about. */
export async function recordCallOutcome(
  options: RecordOutcomeOptions,
  recorders: OutcomeRecorders,
): Promise<void> {
  const { call } = options;
  if (call.availabilityChangeId || call.menuPublishId) return recorders.menu(options);
  if (isOrderCall(call)) return recorders.order({ ...options, call });
  return recordStoreCallOutcome(options);
}

/**
 * A store call's answer: the call's row is all it changes, and the dashboards are told (a
 * retry only when it starts waiting), so the store bar shows what each platform said.
 */
async function recordStoreCallOutcome({
  db,
  bus,
  call,
  outcome,
  now,
  maxRetryMs,
}: RecordOutcomeOptions) {
  const result = resultOf(call, outcome, now, maxRetryMs);
  await db.transaction(async (tx) => {
    const finished = await finishCall(tx, call, result);
    if (!finished) return;
    if (result.state !== "pending" || call.attempts === 1) {
      await bus.publishStoreChanged(tx, call.restaurantId);
    }
  });
}
