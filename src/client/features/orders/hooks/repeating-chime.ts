import { useEffect, useRef, useSyncExternalStore } from "react";
import { useDeviceSettings } from "@/client/lib/device-settings";
import { playSound, TOAST_SOUND_VOLUME } from "@/client/lib/sound";
import type { Order } from "@/domain/order";
import type { Reminder } from "./new-order-alerts";

/**
 * The new-order chime sounds again every few seconds (Settings, 10 by default) while an
 * order waits in New and no one on this device has acknowledged it (docs/alerts.md):
 * opened it (its dialog, or 'View & Accept'), accepted it or moved it on. An order put off
 * with 'Remind Later' is quiet until its reminder brings it back. Closing the pop-up is not
 * an acknowledgement: the chime is for orders no one has looked at.
 */
const acknowledged = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

/** Someone on this device opened the order: it no longer calls for the chime. */
export function acknowledgeOrder(orderId: string): void {
  if (acknowledged.has(orderId)) return;
  acknowledged.add(orderId);
  version++;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The orders that call for the chime: in New, not acknowledged here, not put off. */
export function ordersCallingForChime(
  orders: readonly Order[],
  reminders: readonly Reminder[],
): Order[] {
  const putOff = new Set(reminders.map((reminder) => reminder.orderId));
  return orders.filter(
    (order) => order.status === "new" && !acknowledged.has(order.id) && !putOff.has(order.id),
  );
}

/**
 * Chimes every `repeatSeconds` while `isCalling()` holds, starting `repeatSeconds` after it
 * first does (the order's arrival has its own chime); stops when it no longer holds.
 * Returns the stop.
 */
export function startChimeLoop({
  repeatSeconds,
  isCalling,
  chime,
}: {
  repeatSeconds: number;
  isCalling(): boolean;
  chime(): void;
}): () => void {
  if (repeatSeconds <= 0) return () => {};
  const timer = setInterval(() => {
    if (isCalling()) chime();
  }, repeatSeconds * 1000);
  return () => clearInterval(timer);
}

/** Runs the repeating chime on every signed-in screen (mounted with the live feed). */
export function useRepeatingChime(
  orders: readonly Order[] | undefined,
  reminders: readonly Reminder[],
): void {
  const { chimeRepeatSeconds } = useDeviceSettings();
  // Re-renders when an order is acknowledged, so the calling set is read again.
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  const calling = ordersCallingForChime(orders ?? [], reminders);
  const isCalling = calling.length > 0;
  const latest = useRef(isCalling);
  latest.current = isCalling;
  // Restarted only when the chime starts or stops being called for (or the setting
  // changes), so its rhythm holds while orders come and go.
  useEffect(() => {
    if (!isCalling) return;
    return startChimeLoop({
      repeatSeconds: chimeRepeatSeconds,
      isCalling: () => latest.current,
      chime: () => playSound("new", TOAST_SOUND_VOLUME),
    });
  }, [isCalling, chimeRepeatSeconds]);
}
