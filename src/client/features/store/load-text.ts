import type { AutomaticAction, KitchenLoad } from "@/domain/api/store";
import { joinNames } from "@/domain/join-names";
import { formatDateTime } from "@/domain/relative-time";
import { storeChannelName } from "@/domain/store-controls";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The kitchen's load: the gauge, its details and what OrderDock did by itself. */
export const LOAD_TEXT = {
  title: "Kitchen load",
  meterLabel: "Kitchen load",
  minutes: (minutes: number) => `${minutes} min of work`,
  minutesShort: (minutes: number) => `${minutes} min`,
  levels: ["normal", "busy", "swamped"] as const,
  counts: (orders: number, items: number) =>
    `${plural(orders, "open order", "open orders")} · ${plural(items, "item", "items")}`,
  rules: (rules: KitchenLoad["rules"]) => {
    if (!rules) return "No rules: nothing changes by itself. Set them in Settings.";
    const parts = [
      rules.busyAboveMinutes !== null &&
        `+${rules.busyExtraMinutes} min above ${rules.busyAboveMinutes} min`,
      rules.pauseAboveMinutes !== null &&
        `marketplaces paused above ${rules.pauseAboveMinutes} min`,
    ].filter(Boolean);
    return parts.length > 0 ? `Rules: ${parts.join(", ")}.` : "Rules: none set.";
  },
  actionsHeading: "What OrderDock did by itself",
  noActions: "Nothing yet.",
} as const;

/** "Paused Uber Eats and DoorDash: 95 min of work in the kitchen, above 90". */
export function describeAction(action: AutomaticAction): string {
  const names = joinNames(action.channels.map(storeChannelName));
  const what =
    action.kind === "pause" ? `Paused ${names}` : `+${action.extraMinutes ?? 0} min on ${names}`;
  return action.reason ? `${what}: ${action.reason}` : what;
}

/** When it started, and how it ended: "ended 7:40 PM: the kitchen's work fell…". */
export function describeActionTime(action: AutomaticAction, timeZone?: string): string {
  const started = formatDateTime(action.startsAt, timeZone);
  if (!action.endedAt) return `${started} · still in force`;
  const ended = formatDateTime(action.endedAt, timeZone);
  return `${started} · ended ${ended}${action.endedReason ? `: ${action.endedReason}` : " by staff"}`;
}
