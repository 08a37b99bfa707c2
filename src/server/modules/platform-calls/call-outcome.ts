import type { RecordOutcomeOptions } from "./call-result";
import { isOrderCall, type OrderCallRow } from "./platform-calls.repository";

/**
 * Who records a platform's answer, by what the call was about: an order's calls, the
 * menu's and the store's are recorded by their own modules, given to the outbox by the app.
 */
export type OutcomeRecorders = {
  order(options: RecordOutcomeOptions & { call: OrderCallRow }): Promise<void>;
  menu(options: RecordOutcomeOptions): Promise<void>;
  store(options: RecordOutcomeOptions): Promise<void>;
};

/** Records what a platform answered, through the recorder of what the call was about. */
export async function recordCallOutcome(
  options: RecordOutcomeOptions,
  recorders: OutcomeRecorders,
): Promise<void> {
  const { call } = options;
  if (call.availabilityChangeId || call.menuPublishId) return recorders.menu(options);
  if (isOrderCall(call)) return recorders.order({ ...options, call });
  return recorders.store(options);
}
