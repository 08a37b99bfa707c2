import {
  type PaperState,
  PRINT_BACKLOG_MINUTES_RANGE,
  PRINTER_PROTOCOL_NAMES,
  type PrinterCondition,
} from "@/domain/printing";

/**
 * Every word the printer screens show, kept together so the screens, their tests and the
 * browser tests agree on them.
 */
export const PRINTERS_TEXT = {
  loading: "Loading the printers",
  loadFailed: "The printers could not be loaded.",
  retry: "Try again",
  none: "No printers yet. Add one and enter the address it gets in the printer's own settings page.",
  add: "Add printer",
  online: "Online",
  offline: "Offline",
  neverCalled: "Never called",
  paperWidth: (mm: number) => `${mm} mm`,
  ticketsToPrint: (count: number) =>
    count === 0
      ? "No tickets to print"
      : count === 1
        ? "1 ticket to print"
        : `${count} tickets to print`,
  printAll: "Print all",
  dismiss: "Dismiss",
  autoPrint: "Prints by itself",
  printsReceipt: "Also print the customer's receipt",
  backup: "Backup printer",
  backupHint: "Gets this printer's tickets while it is offline",
  noBackup: "None",
  setUp: "Set up",
  hideSetUp: "Hide set-up",
  setupTitle: "Enter this address in the printer",
  copy: "Copy",
  loadingSetup: "Loading the address",
  remove: "Remove",
  removeLabel: (name: string) => `Remove ${name}`,
  removeTitle: (name: string) => `Remove ${name}?`,
  removeDescription:
    "Its waiting tickets are dropped and the printer stops getting new ones. You can add it again later.",
  lastTickets: "Last tickets",
  noTickets: "No tickets yet.",
  ticketsFailed: "The last tickets could not be loaded.",
  reprintMark: "REPRINT",
  backlogMinutes: "Hold tickets older than N minutes after an outage",
  backlogMinutesHint: `From ${PRINT_BACKLOG_MINUTES_RANGE.min} to ${PRINT_BACKLOG_MINUTES_RANGE.max} minutes. A printer back from an outage prints newer tickets by itself; older ones wait for Print all or Dismiss.`,
  saveBacklog: "Save",
  saving: "Saving...",
  offlineBanner: (name: string) => `${name} printer is offline`,
  since: (time: string) => `since ${time}`,
  bannerLabel: "Printer status",
} as const;

/** Names the parts of one printer's card for screen readers: "Kitchen pass printer". */
export const printerLabel = (name: string) => `${name} printer`;

export const ADD_PRINTER_TEXT = {
  title: "Add printer",
  description: "OrderDock gives it an address to enter in the printer's own settings page.",
  name: "Name",
  nameHint: "As staff call it, e.g. Grill or Bar",
  station: "Station",
  stationHint: "It prints the items of the menu categories sent to this station",
  otherStation: "Other…",
  ownStation: "Your station's name",
  protocol: "Protocol",
  paperWidth: "Paper width",
  add: "Add printer",
  adding: "Adding...",
  cancel: "Cancel",
  done: "Done",
  addedDescription: (name: string) => `${name} is added. Now the printer needs its address.`,
} as const;

export const PROTOCOL_CHOICES = Object.entries(PRINTER_PROTOCOL_NAMES) as Array<
  [keyof typeof PRINTER_PROTOCOL_NAMES, string]
>;

const PAPER_WORDS: Record<PaperState, string | null> = {
  ok: null,
  low: "Paper low",
  out: "Out of paper",
};

/** What the printer last reported about its paper and cover, worst first; empty when all is well. */
export function conditionWords(condition: PrinterCondition | null): string[] {
  if (!condition) return [];
  const paper = PAPER_WORDS[condition.paper];
  return [...(paper ? [paper] : []), ...(condition.coverOpen ? ["Cover open"] : [])];
}

/** "Last call 12 s ago", in minutes past one and hours past one; "Never called" without one. */
export function lastCallText(lastSeenAt: string | null, now: number): string {
  if (lastSeenAt === null) return PRINTERS_TEXT.neverCalled;
  const seconds = Math.max(0, Math.floor((now - Date.parse(lastSeenAt)) / 1000));
  if (seconds < 60) return `Last call ${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `Last call ${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `Last call ${hours} h ago`;
  return `Last call ${Math.floor(hours / 24)} days ago`;
}

export const PRINTERS_TOASTS = {
  saveFailed: "Could not save the printer",
  removeFailed: "Could not remove the printer",
  removed: (name: string) => `${name} removed`,
  backlogFailed: "Could not settle the waiting tickets",
  printed: (count: number) => (count === 1 ? "1 ticket sent" : `${count} tickets sent`),
  dismissed: (count: number) => (count === 1 ? "1 ticket dismissed" : `${count} tickets dismissed`),
  backlogSaved: "Outage limit saved",
  backlogSaveFailed: "Could not save the outage limit",
  setupFailed: "Could not load the printer's address",
  addFailed: "Could not add the printer",
  copied: { title: "Copied", description: "The printer's address is on the clipboard" },
  copyFailed: {
    title: "Copy failed",
    description: "Select the address and copy it with your keyboard instead.",
  },
} as const;
