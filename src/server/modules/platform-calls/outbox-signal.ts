/**
 * Wakes this process's outbox workers as soon as a call is committed, so a staff action
 * reaches its platform without waiting for the next poll. Other instances find the call
 * on their own poll; nothing depends on the signal arriving.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onOutboxWork(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function signalOutboxWork(): void {
  for (const listener of listeners) listener();
}
