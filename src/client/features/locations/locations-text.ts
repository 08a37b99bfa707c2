/** The location switcher's words, in the app shell (docs/locations.md). */
export const SWITCHER_TEXT = {
  /** Said before the location's name on the button, for screen readers: "Location: …". */
  prefix: "Location: ",
  menuLabel: "Locations",
  allLocations: "All locations",
  switching: "Switching location…",
  /** A brand's marker in the menu, and the line under its name on the button. */
  brand: "Brand",
  brandOf: (kitchen: string) => `Brand · ${kitchen}`,
  /** What a screen reader hears for a brand, which the menu's indent shows to the eye. */
  brandLabel: (name: string, kitchen: string | undefined) =>
    kitchen ? `${name}, brand of ${kitchen}` : `${name}, brand`,
  switched: (name: string, isBrand = false) => ({
    title: `Now at ${name}`,
    description: `Every screen shows this ${isBrand ? "brand" : "location"}'s orders, menu and settings.`,
  }),
  failedTitle: (name: string) => `Could not switch to ${name}`,
  failedFallback: "Check the connection, then try again.",
} as const;
