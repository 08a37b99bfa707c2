import type { ActivityEntry } from "@/domain/api/activity";
import { KITCHEN_ACTOR_NAME } from "@/domain/devices";
import { formatRelativeTime } from "@/domain/relative-time";

/** Settings → Activity: every word it shows (its title and lead are the Settings page's). */
export const ACTIVITY_TEXT = {
  person: "Person",
  allPeople: "All people",
  kitchen: `${KITCHEN_ACTOR_NAME} (a device on its own)`,
  kind: "Kind",
  allKinds: "All kinds",
  listLabel: "Changes, newest first",
  /** Before the kind badge, for screen readers: "Kind: Menu". */
  kindPrefix: "Kind:",
  someone: "Someone",
  empty: "Nothing has been changed yet.",
  noMatch: "No changes match these filters.",
  loadOlder: "Load older",
  loadingOlder: "Loading...",
  olderFailed: "The older changes could not be loaded. Please try again.",
  loading: "Loading the activity",
  loadFailed: "The activity could not be loaded.",
  retry: "Try again",
} as const;

/** "Paused a channel · DoorDash", or the action alone when it names nothing. */
export function describeActivity(entry: Pick<ActivityEntry, "action" | "subject">): string {
  return entry.subject === null ? entry.action : `${entry.action} · ${entry.subject}`;
}

/**
 * Who made a change: "Maria Lopez on Pass iPad", a person signed in on their own browser by
 * name alone, and a device acting on its own as "Kitchen on Pass iPad".
 */
export function describeActivityBy(
  entry: Pick<ActivityEntry, "by" | "personName" | "deviceName">,
): string {
  const who =
    entry.by === "kitchen" ? KITCHEN_ACTOR_NAME : (entry.personName ?? ACTIVITY_TEXT.someone);
  return entry.deviceName ? `${who} on ${entry.deviceName}` : who;
}

export type DescribeActivityMetaOptions = {
  entry: Pick<ActivityEntry, "at" | "by" | "personName" | "deviceName">;
  /** The screen's clock, so "5 mins ago" stays true. */
  now: number;
  /** The restaurant's IANA zone, for "Today" and the clock; the device's when missing. */
  timeZone?: string;
};

/** The row's second line: "Maria Lopez on Pass iPad · Today at 12:41 PM". */
export function describeActivityMeta({
  entry,
  now,
  timeZone,
}: DescribeActivityMetaOptions): string {
  const when = formatRelativeTime({ date: entry.at, now, timeZone });
  return `${describeActivityBy(entry)} · ${when}`;
}
