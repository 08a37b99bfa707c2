import { PAIRING_CODE_MINUTES } from "@/domain/devices";

/** Settings → Devices: every word it shows. */
export const DEVICES_TEXT = {
  addTitle: "Add a device",
  name: "Device name",
  namePlaceholder: "Pass iPad",
  nameHint: "Where it stands, so you can tell your devices apart.",
  add: "Add device",
  adding: "Adding...",
  codeTitle: (name: string) => `Pair ${name}`,
  codeLead: (origin: string) =>
    `Enter this code at ${origin}/device within ${PAIRING_CODE_MINUTES} minutes`,
  codeExpires: (time: string) => `The code works until ${time}, once.`,
  codeDone: "Done",
  listTitle: "Your devices",
  noDevices: "No device is paired yet. Add one, then enter its code on the tablet.",
  paired: (lastUsed: string | null) => (lastUsed ? `Paired · last used ${lastUsed}` : "Paired"),
  waiting: "Waiting for its code",
  codeWorksUntil: (time: string) => `the code works until ${time}`,
  codeExpired: "the code has expired",
  pinLegend: "Needs a PIN",
  pinHint: "Before doing these on the device, a person enters their own PIN.",
  pinActionsOf: (name: string) => `What ${name} asks a PIN for`,
  newCode: "New code",
  newCodeLabel: (name: string) => `New code for ${name}`,
  remove: "Remove device",
  removeLabel: (name: string) => `Remove ${name}`,
  removeTitle: (name: string) => `Remove ${name}?`,
  removeDescription:
    "Its screens close within seconds and it can no longer see or change orders. To use it again, add it again and enter a new code.",
  removeConfirm: "Remove",
  loading: "Loading the devices",
  loadFailed: "The devices could not be loaded.",
  retry: "Try again",
} as const;

export const DEVICES_TOASTS = {
  pinSaved: (name: string) => `Saved what ${name} asks a PIN for`,
  pinFailed: "The PIN settings were not saved",
  addFailed: "The device was not added",
  codeFailed: "A new code could not be made",
  removed: (name: string) => `${name} was removed`,
  removeFailed: "The device was not removed",
} as const;

/** On the device itself: who is there, their PIN, and setting one. */
export const OPERATOR_TEXT = {
  whoTitle: "Who are you?",
  whoLead: "Choose your name, then enter your PIN.",
  nobody: "Nobody has set a PIN yet. Set yours to act as yourself on this device.",
  loadingPeople: "Loading the team",
  peopleFailed: "The team could not be loaded.",
  retry: "Try again",
  setPinLink: "Set or change my PIN",
  pinTitle: "Enter your PIN",
  pinLead: (name: string) => `Acting as ${name} on this device.`,
  pin: "PIN",
  ok: "OK",
  deleteDigit: "Delete the last digit",
  chooseAgain: "Not you? Choose again",
  checking: "Checking...",
  identifyFailed: "Your PIN could not be checked. Please try again.",
  setPinTitle: "Set or change my PIN",
  setPinLead: "Use the email and password you sign in to OrderDock with.",
  email: "Email",
  password: "Password",
  newPin: "New PIN",
  newPinHint: "4 to 6 digits, only you should know it.",
  savePin: "Save my PIN",
  savingPin: "Saving...",
  setPinFailed: "Your PIN was not saved. Please try again.",
  back: "Back",
  chipLabel: "Identified on this device",
  done: "Done",
  enterPin: "Enter my PIN",
} as const;

/** /device: pairing a tablet with the code from Settings → Devices. */
export const PAIR_TEXT = {
  title: "Pair this device",
  lead: "Enter the code an owner made in Settings → Devices. The tablet then shows the restaurant's orders, without anyone's password.",
  documentTitle: "Pair this device · OrderDock",
  code: "Pairing code",
  codePlaceholder: "K7MQ-4XTP",
  codeHint: "Letters and digits, as Settings shows it.",
  pair: "Pair this device",
  pairing: "Pairing...",
  signedInAs: (name: string) => `You are signed in as ${name}: pairing signs you out here.`,
  pairedAs: (name: string) => `This browser is already paired as ${name}.`,
  openOrders: "Open the orders",
  signIn: "Sign in as yourself instead",
} as const;

/** Logout on a device removes it: the shell asks first. */
export const DEVICE_LOGOUT_TEXT = {
  title: (name: string) => `Log out and remove ${name}?`,
  description:
    "Logging out removes this device from the restaurant. To use it again, an owner adds it in Settings → Devices and you enter the new code here.",
  confirm: "Log out and remove",
} as const;
