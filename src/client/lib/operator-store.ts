import type { DevicePerson, Operator } from "@/domain/api/devices";
import { OPERATOR_IDLE_SECONDS } from "@/domain/devices";
import { createValueStore } from "./value-store";

/**
 * The person identified by PIN on this kitchen device (docs/devices.md): their token goes
 * with every request (api-client.ts) until it expires. Held in memory only, so a reload or
 * a closed tab leaves the device acting as Kitchen again.
 */
export type HeldOperator = {
  token: string;
  person: DevicePerson;
  /** Epoch milliseconds after which the token no longer works. */
  expiresAt: number;
};

/** Why the device asks who is there, in the server's words. */
export type OperatorRequest = { code: string; message: string };

/**
 * Asks who is at the device (the "Who are you?" dialog): the operator once someone entered
 * their PIN, null when they cancelled.
 */
export type OperatorPrompt = (request: OperatorRequest) => Promise<Operator | null>;

const IDLE_MS = OPERATOR_IDLE_SECONDS * 1000;
const store = createValueStore<HeldOperator | null>(null);
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
let prompt: OperatorPrompt | null = null;
// One question at a time: calls refused together all wait for the same answer.
let pendingAnswer: Promise<Operator | null> | null = null;

/** The operator while their token still works, else null (and forgotten). */
export function currentOperator(now = Date.now()): HeldOperator | null {
  const held = store.get();
  if (held && held.expiresAt <= now) {
    forgetOperator();
    return null;
  }
  return held;
}

/** The operator, for a component to follow: null once they are done or their time ran out. */
export function useOperator(): HeldOperator | null {
  return store.use();
}

/**
 * Someone entered their PIN. The server's expiry is used unless it is already past or
 * further than one idle period ahead (this device's clock is off): then one idle period.
 */
export function holdOperator(operator: Operator, now = Date.now()): HeldOperator {
  const given = Date.parse(operator.expiresAt);
  const isPlausible = Number.isFinite(given) && given > now && given <= now + IDLE_MS;
  const held = {
    token: operator.token,
    person: operator.person,
    expiresAt: isPlausible ? given : now + IDLE_MS,
  };
  store.set(held);
  scheduleExpiry(held.expiresAt - now);
  return held;
}

/**
 * The operator made a change and the server answered with their token renewed for another
 * idle period: hold it in place of the one sent (unless someone else is there by now).
 */
export function renewOperator(sent: string, renewed: string, now = Date.now()): void {
  const held = store.get();
  if (!held || held.token !== sent) return;
  const expiresAt = now + IDLE_MS;
  store.set({ ...held, token: renewed, expiresAt });
  scheduleExpiry(expiresAt - now);
}

/** Done, or the token ended: the device acts as Kitchen again. Only `token`'s, when given. */
export function forgetOperator(token?: string): void {
  const held = store.get();
  if (token !== undefined && held?.token !== token) return;
  clearTimeout(expiryTimer);
  expiryTimer = undefined;
  store.set(null);
}

function scheduleExpiry(delayMs: number): void {
  clearTimeout(expiryTimer);
  expiryTimer = setTimeout(() => currentOperator(), Math.max(0, delayMs) + 1);
}

/**
 * The app registers how to ask who is at the device, once, for a device's session; the
 * returned function unregisters it. Without one, a refusal stays a refusal.
 */
export function registerOperatorPrompt(next: OperatorPrompt): () => void {
  prompt = next;
  return () => {
    if (prompt === next) prompt = null;
  };
}

/**
 * Asks who is at the device, sharing a question already on screen; null when nobody is
 * asked (no prompt registered) or they cancelled. The answer is held before it is returned.
 */
export function askForOperator(request: OperatorRequest): Promise<Operator | null> {
  if (!prompt) return Promise.resolve(null);
  if (!pendingAnswer) {
    const asking = prompt(request).then(
      (operator) => {
        if (operator) holdOperator(operator);
        return operator;
      },
      () => null,
    );
    pendingAnswer = asking;
    void asking.then(() => {
      if (pendingAnswer === asking) pendingAnswer = null;
    });
  }
  return pendingAnswer;
}
