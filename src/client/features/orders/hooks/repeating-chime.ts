import { useEffect } from "react";
import { useDeviceSettings } from "@/client/lib/device-settings";
import { playSound, TOAST_SOUND_VOLUME } from "@/client/lib/sound";
import { createValueStore } from "@/client/lib/value-store";
import type { Order } from "@/domain/order";
import type { Reminder } from "./new-order-alerts";

/**
 * The new-order chime sounds again every few seconds (Settings, 10 by default) while an
 * order waits in New and no one on this device has acknowledged it (docs/alerts.md):
 * opened it (its dialog, or 'View & Accept'), accepted it or moved it on. An order put off
 * with 'Remind Later' is quiet until its reminder brings it back. Closing the pop-up is not
 * an acknowledgement: the chime is for orders no one has looked at.
 */
const acknowledged = createValueStore<ReadonlySet<string>>(new Set());

/** Someone on this device opened the order: it no longer calls for the chime. */
export function acknowledgeOrder(orderId: string): void {
  const current = acknowledged.get();
  if (!current.has(orderId)) acknowledged.set(new Set(current).add(orderId));
}

/** The orders that call for the chime: in New, not acknowledged here, not put off. */
export function ordersCallingForChime(
  orders: readonly Order[],
  reminders: readonly Reminder[],
  seen: ReadonlySet<string> = acknowledged.get(),
): Order[] {
  const putOff = new Set(reminders.map((reminder) => reminder.orderId));
  return orders.filter(
    (order) => order.status === "new" && !seen.has(order.id) && !putOff.has(order.id),
  );
}

/**
 * Chimes every `repeatSeconds` from now until stopped (never when 0): the order's arrival has
 * its own chime. Returns the stop.
 */
export function startChimeLoop({
  repeatSeconds,
  chime,
}: {
  repeatSeconds: number;
  chime(): void;
}): () => void {
  if (repeatSeconds <= 0) return () => {};
  const timer = setInterval(chime, repeatSeconds * 1000);
  return () => clearInterval(timer);
}

/**
 * Runs the repeating chime on every signed-in screen (mounted with the live feed): started
 * when some order calls for it, stopped when none does, so its rhythm holds while orders
 * come and go.
 */
export function useRepeatingChime(
  orders: readonly Order[] | undefined,
  reminders: readonly Reminder[],
): void {
  const { chimeRepeatSeconds } = useDeviceSettings();
  const seen = acknowledged.use();
  const isCalling = ordersCallingForChime(orders ?? [], reminders, seen).length > 0;
  useEffect(() => {
    if (!isCalling) return;
    return startChimeLoop({
      repeatSeconds: chimeRepeatSeconds,
      chime: () => playSound("new", TOAST_SOUND_VOLUME),
    });
  }, [isCalling, chimeRepeatSeconds]);
}
