/**
 * Every word the Settings screen shows, kept together so the screen, its tests
 * and the browser tests agree on them.
 */
export const SETTINGS_TEXT = {
  title: "Settings",
  subtitle: "Your restaurant, this device's preferences and your account",
  tocLabel: "On this page",
  savedOnDevice: "Saved on this device",
  sections: {
    profile: {
      title: "Restaurant profile",
      description: "Shared by everyone who signs in to this restaurant.",
    },
    locations: {
      title: "Locations",
      description:
        "The restaurants of your account. Each has its own menu, platforms, printers, devices, opening hours and currency.",
    },
    orders: {
      title: "Orders",
      description:
        "How the restaurant answers platforms, and how this device shows and prints orders.",
    },
    printers: {
      title: "Printers",
      description:
        "Kitchen printers that fetch their tickets from OrderDock by themselves. Shared by everyone who signs in to this restaurant.",
    },
    people: {
      title: "People",
      description:
        "Who works here and what each may do: Owner, Manager or Staff. Invitations are emailed and work for 7 days.",
    },
    devices: {
      title: "Devices",
      description:
        "Kitchen tablets paired with a code, signed in as the kitchen without anyone's password. Choose what needs a person's PIN on each.",
    },
    activity: {
      title: "Activity",
      description: "Every change made in OrderDock: who made it, on which device, and when.",
    },
    notifications: {
      title: "Notifications",
      description: "How this device tells you about new orders.",
    },
    phoneAlerts: {
      title: "Phone alerts",
      description:
        "Alerts sent to the phones and tablets you choose, even when OrderDock is closed on them. Shared by everyone who signs in to this restaurant.",
    },
    appearance: { title: "Appearance", description: "How OrderDock looks on this device." },
    account: { title: "Account", description: "The person signed in on this device." },
  },
  phoneAlerts: {
    unsupported:
      "This browser cannot take alerts. On an iPhone or iPad, add OrderDock to the Home Screen and open it from there.",
    denied:
      "Notifications are blocked for OrderDock in this browser's settings. Allow them there, then turn alerts on.",
    deviceName: "Name of this device",
    turnOn: "Turn on alerts on this device",
    turningOn: "Turning on...",
    turnedOn: (name: string) => `Alerts are on for ${name}`,
    refused: "Alerts stay off: this browser did not allow notifications",
    turnOnFailed: "Alerts could not be turned on",
    loading: "Loading the devices that take alerts",
    loadFailed: "The devices that take alerts could not be loaded.",
    retry: "Try again",
    devicesHeading: "Devices that take alerts",
    noDevices: "No device takes alerts yet.",
    thisDevice: "This device",
    orderWaiting: "Order waiting, not accepted",
    orderWaitingOff: "Off",
    orderWaitingAfter: (minutes: number) => `After ${minutes} min`,
    printerOffline: "A printer goes offline",
    autoPaused: "OrderDock pauses orders by itself",
    autoPausedHint: "When no dashboard is open during opening hours, or the kitchen is too busy",
    saveFailed: "The device's alerts could not be saved",
    sendTest: "Send a test",
    testSent: (name: string) => `Test alert sent to ${name}`,
    testGone: (name: string) => `${name} no longer takes alerts, so it was removed`,
    testFailed: "The test alert was not delivered",
    remove: "Remove",
    removeLabel: (name: string) => `Remove ${name}`,
    removed: (name: string) => `${name} no longer takes alerts`,
    removeFailed: "The device could not be removed",
    lastRefused: (reason: string) => `Last alert refused by its push service: ${reason}`,
  },
  profile: {
    name: "Restaurant name",
    nameHint: "Printed on every receipt",
    phone: "Phone",
    address: "Address",
    timezone: "Timezone",
    timezoneHint:
      "Used for Today and Yesterday on orders, analytics days and when 'until end of day' items come back",
    prepMinutes: "Preparation time (minutes)",
    prepMinutesHint:
      "How long the kitchen needs for an order: a scheduled order goes to the kitchen this long before its promised time",
    salesTax: "Sales tax (%)",
    salesTaxHint:
      "Added to orders from your website order form, e.g. 8.875. Delivery platforms charge their own tax.",
    save: "Save profile",
    saving: "Saving...",
    loading: "Loading the restaurant profile",
    loadFailed: "The restaurant profile could not be loaded.",
    retry: "Try again",
  },
  locations: {
    listTitle: "Your locations",
    listLabel: "Locations of your account",
    thisLocation: "This location",
    noAddress: "No address yet",
    zoneAndCurrency: (timezone: string, currency: string) => `${timezone} · ${currency}`,
    loading: "Loading the locations",
    loadFailed: "The locations could not be loaded.",
    retry: "Try again",
    addTitle: "Add a location",
    addLead: "It starts with an empty menu and no platforms connected.",
    name: "Location name",
    nameHint: "Printed on its receipts",
    phone: "Phone",
    address: "Address",
    timezone: "Timezone",
    timezoneHint: "Its Today and Yesterday, analytics days and opening hours follow this clock",
    currency: "Currency",
    currencyHint: "Its menu prices and orders are in this currency",
    add: "Add location",
    adding: "Adding...",
  },
  /** A location's brands, cooked in its kitchen (docs/brands.md), in Settings → Locations. */
  brands: {
    brand: "Brand",
    thisBrand: "This brand",
    listLabel: (location: string) => `Brands of ${location}`,
    addTitle: "Add a brand",
    addLead:
      "A brand has its own menu and platform stores; this location's kitchen, printers and devices make its orders.",
    name: "Brand name",
    nameHint: (kitchen: string) => `Cooked in the kitchen of ${kitchen}`,
    add: "Add brand",
    adding: "Adding...",
    atBrand: (brand: string, kitchen: string | undefined) =>
      kitchen
        ? `${brand} is a brand: ${kitchen}'s kitchen, printers and devices make its orders.`
        : `${brand} is a brand, cooked in another location's kitchen.`,
  },
  orderHandling: {
    title: "Answering platforms",
    description: "Shared by everyone who signs in to this restaurant.",
    autoAccept: "Auto-accept",
    autoAcceptHint: "Accept new orders at once with the default preparation time",
    deadlineWarning: "Deadline warning (minutes)",
    deadlineWarningHint:
      "How many minutes before a platform's deadline the Accept countdown turns red, from 1 to 10",
    ageWarning: "Amber after (minutes)",
    ageWarningHint:
      "An open order's age on the dashboard turns amber after this long, from 1 to 240",
    ageLate: "Red after (minutes)",
    ageLateHint: "…and red, marked Late, after this long, from 2 to 480",
    save: "Save order handling",
    saving: "Saving...",
    loading: "Loading the restaurant's settings",
    loadFailed: "The restaurant's settings could not be loaded.",
    retry: "Try again",
  },
  kitchenWatch: {
    title: "Opening hours and a kitchen that goes dark",
    description:
      "During opening hours, if no OrderDock dashboard is open for a while, every channel is paused (the platforms would otherwise keep sending orders no one sees) and the owner is emailed.",
    watch: "Watch the kitchen during opening hours",
    watchHint: "Off: no opening hours, and no channel is ever paused for want of a dashboard",
    hoursLegend: "Opening hours",
    hoursHint:
      "On the restaurant's clock. A closing time before the opening time runs past midnight.",
    openOn: (day: string) => `Open on ${day}`,
    opens: (day: string) => `${day} opens`,
    closes: (day: string) => `${day} closes`,
    minutes: "Pause after (minutes without a dashboard)",
    minutesHint: "From 1 to 60",
    reopen: "Reopen the channels when a dashboard is back",
    reopenHint: "Off: they stay paused until someone reopens them from Store status",
    save: "Save opening hours",
    saving: "Saving...",
  },
  kitchenLoad: {
    title: "Kitchen load",
    description:
      "The minutes of work in the open orders, from each item's preparation minutes in the Menu Manager. Optional rules slow or pause the marketplaces by themselves when the kitchen is swamped, and undo it once the work falls back; each time, every screen is told and Store status can override it.",
    itemMinutes: "Minutes per item when the menu gives none",
    itemMinutesHint: "From 1 to 120. Set an item's own minutes in the Menu Manager.",
    rules: "Slow or pause the marketplaces when the kitchen is swamped",
    rulesHint: "Off: the load is shown, and nothing changes by itself",
    busyAbove: "Add minutes above (minutes of work)",
    busyAboveHint: "Leave empty to never add minutes",
    busyExtra: "Minutes added to every quoted preparation time",
    pauseAbove: "Pause the marketplaces above (minutes of work)",
    pauseAboveHint: "Leave empty to never pause. Must be above the level that adds minutes.",
    save: "Save kitchen load",
    saving: "Saving...",
  },
  orders: {
    deviceTitle: "On this device",
    defaultSort: "Default sort",
    defaultSortHint: "The Orders Dashboard opens sorted this way.",
    newest: "Newest first",
    oldest: "Oldest first",
    autoPrint: "Print new orders automatically",
    autoPrintHint:
      "Each new order prints on this device while OrderDock is open. The browser shows its print dialog for each one unless it is set up for kiosk printing.",
    ticketPaper: "Ticket paper",
    ticketPaperHint:
      "The width of the paper roll in this device's printer. Kitchen tickets and receipts are laid out to fit it.",
    paper80: "80 mm",
    paper58: "58 mm",
  },
  notifications: {
    playSounds: "Play sounds",
    playSoundsHint: "A chime for new orders and a sound when an order changes status.",
    volume: "Volume",
    testSound: "Test sound",
    testSoundHint:
      "Plays the new-order chime. Browsers stay silent until you click on the page, so this also lets sounds play.",
    chimeRepeat: "Repeat the new-order chime",
    chimeRepeatHint:
      "Until someone opens, accepts or moves the order. Closing its pop-up does not stop it.",
    chimeEvery: (seconds: number) => `Every ${seconds} seconds`,
    chimeOnce: "Once only",
    keepAwake: "Keep the screen awake",
    keepAwakeHint: "While the Orders Dashboard is open, this screen does not dim or lock.",
    showPopups: "Show new-order pop-ups",
    showPopupsHint:
      "When off, new orders still appear in the list and the chime follows 'Play sounds'.",
  },
  appearance: {
    theme: "Theme",
    light: "Light",
    dark: "Dark",
    system: "System",
    systemHint: "System follows this device's light or dark setting.",
  },
  account: {
    name: "Name",
    email: "Email",
    changePassword: "Change password",
    currentPassword: "Current password",
    currentPasswordHint: "Needed to change your email or to set a new password.",
    newPassword: "New password",
    newPasswordHint: "At least 6 characters. Leave empty to keep your password.",
    confirmPassword: "Confirm new password",
    passwordsDoNotMatch: "Passwords do not match",
    save: "Save account",
    saving: "Saving...",
    demoNote: "The demo account cannot be changed",
    kitchenPin: "Kitchen PIN",
    kitchenPinLead:
      "4 to 6 digits you enter on the restaurant's kitchen devices, so what you do there shows under your name.",
    kitchenPinCurrentPassword: "Your password",
    kitchenPinNew: "New PIN",
    kitchenPinHint: "4 to 6 digits. Only you should know it.",
    saveKitchenPin: "Save PIN",
    savingKitchenPin: "Saving...",
  },
} as const;

export const SETTINGS_TOASTS = {
  profileSaved: { title: "Profile saved" },
  profileSaveFailedTitle: "Could not save profile",
  orderHandlingSaved: { title: "Order handling saved" },
  orderHandlingSaveFailedTitle: "Could not save order handling",
  kitchenWatchSaved: { title: "Opening hours saved" },
  kitchenWatchSaveFailedTitle: "Could not save opening hours",
  kitchenLoadSaved: { title: "Kitchen load saved" },
  kitchenLoadSaveFailedTitle: "Could not save kitchen load",
  locationAddFailedTitle: "Could not add the location",
  brandAddFailedTitle: "Could not add the brand",
  accountSaved: { title: "Account saved" },
  accountSavedSignedOut: {
    title: "Account saved",
    description: "Other devices have been signed out.",
  },
  accountSaveFailedTitle: "Could not save account",
  kitchenPinFailedTitle: "Could not save your PIN",
  /** When a failed call carries no message of the server's own. */
  unknownError: "Something went wrong. Please try again.",
} as const;

/** The volume as the slider says it: "70%". */
export function formatVolume(percent: number): string {
  return `${percent}%`;
}
