/** The location switcher's words, in the app shell (docs/locations.md). */
export const SWITCHER_TEXT = {
  /** Said before the location's name on the button, for screen readers: "Location: …". */
  prefix: "Location: ",
  menuLabel: "Locations",
  allLocations: "All locations",
  switching: "Switching location…",
  switched: (name: string) => ({
    title: `Now at ${name}`,
    description: "Every screen shows this location's orders, menu and settings.",
  }),
  failedTitle: (name: string) => `Could not switch to ${name}`,
  failedFallback: "Check the connection, then try again.",
} as const;
