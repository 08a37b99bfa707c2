import { useSyncExternalStore } from "react";
import { z } from "zod";
import type { Order } from "@/domain/order";

/**
 * The new orders announced and not yet seen, as one stack
 * (docs/decisions/122-one-new-order-stack-and-remind-later.md): the newest is drawn, the
 * count says how many are waiting. Each waits `ALERT_LIFETIME_MS` from its
 * arrival, the drawn one its own 20 s. 'Remind Later' puts one away for 2, 5 or 10 minutes;
 * those reminders are kept in localStorage, so a reload on the pass does not lose them.
 */
export const ALERT_LIFETIME_MS = 20_000;
export const REMIND_LATER_MINUTES = [2, 5, 10] as const;
export type RemindLaterMinutes = (typeof REMIND_LATER_MINUTES)[number];
export const REMINDERS_KEY = "orderdock.reminders.v1";

export type NewOrderAlertEntry = { order: Order; arrivedAt: number };
export type Reminder = { orderId: string; remindAt: number };

type State = { alerts: NewOrderAlertEntry[]; reminders: Reminder[] };

const remindersSchema = z.array(z.object({ orderId: z.string(), remindAt: z.number() }));

function readReminders(): Reminder[] {
  try {
    const raw = localStorage.getItem(REMINDERS_KEY);
    return raw === null ? [] : remindersSchema.catch([]).parse(JSON.parse(raw));
  } catch {
    return [];
  }
}

function saveReminders(reminders: Reminder[]): void {
  try {
    if (reminders.length === 0) localStorage.removeItem(REMINDERS_KEY);
    else localStorage.setItem(REMINDERS_KEY, JSON.stringify(reminders));
  } catch {
    // Storage blocked: the reminders last this visit only.
  }
}

let state: State | null = null;
const listeners = new Set<() => void>();

function current(): State {
  state ??= { alerts: [], reminders: readReminders() };
  return state;
}

function update(change: (previous: State) => State): void {
  const previous = current();
  state = change(previous);
  if (state.reminders !== previous.reminders) saveReminders(state.reminders);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const EMPTY: State = { alerts: [], reminders: [] };

export function useNewOrderAlerts(): State {
  return useSyncExternalStore(subscribe, current, () => EMPTY);
}

/** A new order to announce (again, when its reminder falls due): on top of the stack. */
export function announceOrder(order: Order, now = Date.now()): void {
  update((previous) => ({
    alerts: [
      ...previous.alerts.filter((alert) => alert.order.id !== order.id),
      { order, arrivedAt: now },
    ],
    reminders: previous.reminders.some((reminder) => reminder.orderId === order.id)
      ? previous.reminders.filter((reminder) => reminder.orderId !== order.id)
      : previous.reminders,
  }));
}

export function dismissAlert(orderId: string): void {
  update((previous) => ({
    ...previous,
    alerts: previous.alerts.filter((alert) => alert.order.id !== orderId),
  }));
}

export function dismissAllAlerts(): void {
  update((previous) => ({ ...previous, alerts: [] }));
}

/** Alerts that arrived more than their lifetime ago go, seen or not. */
export function expireAlerts(now = Date.now()): void {
  const isLive = (alert: NewOrderAlertEntry) => alert.arrivedAt + ALERT_LIFETIME_MS > now;
  if (current().alerts.every(isLive)) return;
  update((previous) => ({ ...previous, alerts: previous.alerts.filter(isLive) }));
}

export function remindLater(orderId: string, minutes: RemindLaterMinutes, now = Date.now()): void {
  update((previous) => ({
    alerts: previous.alerts.filter((alert) => alert.order.id !== orderId),
    reminders: [
      ...previous.reminders.filter((reminder) => reminder.orderId !== orderId),
      { orderId, remindAt: now + minutes * 60_000 },
    ],
  }));
}

/** Takes the reminders due by `now` off the list and returns them. */
export function takeDueReminders(now = Date.now()): Reminder[] {
  const due = current().reminders.filter((reminder) => reminder.remindAt <= now);
  if (due.length === 0) return [];
  update((previous) => ({
    ...previous,
    reminders: previous.reminders.filter((reminder) => reminder.remindAt > now),
  }));
  return due;
}

/** Test support: forget everything, and read the reminders from storage again. */
export function resetNewOrderAlerts(): void {
  state = null;
  for (const listener of listeners) listener();
}
