import type { StoreCall, StoreChannelStatus, StoreControl } from "@/domain/api/store";
import { formatClockTime } from "@/domain/relative-time";
import {
  BUSY_EXTRA_MINUTES,
  STORE_DURATION_LABELS,
  STORE_DURATIONS,
} from "@/domain/store-controls";

/** The store controls' words: the bar on every screen, the dialog and its toasts. */
export const STORE_TEXT = {
  open: "Open",
  buttonOpen: "Store: open",
  buttonPaused: "Store: paused",
  buttonBusy: "Store: busy",
  dialogTitle: "Store status",
  dialogDescription:
    "Stop new orders for a while, or add time to every preparation time you quote, on one channel or all of them. Each platform is told at once, and everything ends by itself.",
  noChannels:
    "Connect Uber Eats, DoorDash, Grubhub or the website form on the Platform Connections screen to control them here.",
  channelsHeading: "Channels",
  pauseTab: "Pause orders",
  busyTab: "Busy mode",
  whichChannels: "Which channels",
  allChannels: "All channels",
  allMarketplaces: "All marketplaces",
  howLong: "For how long",
  extraTime: "Extra preparation time",
  pauseSubmit: "Pause orders",
  busySubmit: "Start busy mode",
  busyHint:
    "Added to every preparation time OrderDock quotes on these marketplaces, and to the time Uber Eats and Grubhub show customers.",
  noBusyChannels: "Busy mode needs Uber Eats, DoorDash or Grubhub connected.",
  reopen: "Reopen",
  reopenAll: "Reopen now",
  endBusy: "End busy mode",
  retry: "Retry",
  manage: "Manage",
  sending: "Sending…",
  failedToast: "The store could not be changed",
  failedFallback: "Please try again.",
  shopsNote:
    "Shopify and WooCommerce shops take orders on their own site: close them in the shop's own admin.",
} as const;

export const DURATION_CHOICES = STORE_DURATIONS.map((value) => ({
  value,
  label: STORE_DURATION_LABELS[value],
}));

export const EXTRA_MINUTE_CHOICES = BUSY_EXTRA_MINUTES.map((minutes) => ({
  value: String(minutes),
  label: `+${minutes} min`,
}));

/** "14:32" or "1:05:09": what is left, counting down. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, "0");
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

/** "until 7:45 PM" or "until you reopen it" / "until you end it" ("them" for several). */
export function untilText(control: StoreControl, timeZone?: string, channels = 1): string {
  if (control.endsAt === null) {
    const them = channels > 1 ? "them" : "it";
    return control.kind === "pause" ? `until you reopen ${them}` : `until you end ${them}`;
  }
  return `until ${formatClockTime(new Date(control.endsAt), timeZone)}`;
}

/** What a channel shows in the dialog: "Paused until 7:45 PM", "Busy +20 min until 8:10 PM". */
export function channelStateText(channel: StoreChannelStatus, timeZone?: string): string {
  const parts: string[] = [];
  if (channel.pause) parts.push(`Paused ${untilText(channel.pause, timeZone)}`);
  if (channel.busy) {
    parts.push(`Busy +${channel.busy.extraMinutes} min ${untilText(channel.busy, timeZone)}`);
  }
  return parts.length > 0 ? parts.join(" · ") : STORE_TEXT.open;
}

/** What the platform said: "Confirmed by DoorDash", "Sending…", "DoorDash refused: …". */
export function callText(call: StoreCall, platformName: string): string {
  if (call.state === "sending") return STORE_TEXT.sending;
  if (call.state === "failed") {
    return `${platformName} refused: ${call.message ?? "no reason given"}`;
  }
  return call.message ? `${platformName}: ${call.message}` : `Confirmed by ${platformName}`;
}

/** An ending a platform has not confirmed: the store may still be closed or slowed there. */
export function unconfirmedEndText(call: StoreCall, platformName: string): string {
  const what = call.action === "resume" ? "reopened" : "ended busy mode";
  if (call.state === "failed") {
    return `${platformName} has not ${what}: ${call.message ?? "no reason given"}`;
  }
  return `Telling ${platformName} it ${call.action === "resume" ? "is open again" : "is no longer busy"}…`;
}

/** Why OrderDock itself set a control (" · No OrderDock dashboard connected …"); "" for staff's. */
export function automaticReason(control: StoreControl): string {
  return control.source !== "staff" && control.reason ? ` · ${control.reason}` : "";
}

const CALL_NAMES: Record<StoreCall["action"], string> = {
  pause: "the pause",
  resume: "the reopening",
  busy: "busy mode",
  busy_end: "the end of busy mode",
};

/** "Retry the pause on Uber Eats": each Retry says which call it sends again. */
export function retryName(call: StoreCall, platformName: string): string {
  return `${STORE_TEXT.retry} ${CALL_NAMES[call.action]} on ${platformName}`;
}
