/** The landing page's promises and figures, word for word. */
export const MARKETING = {
  trialDays: 14,
  statistics: [
    { value: "1,000+", label: "Active Restaurants" },
    { value: "45%", label: "Time Saved" },
    { value: "5", label: "Platforms Connected" },
  ],
  copyrightYear: 2025,
  privacyUpdated: "May 25, 2025",
  contactEmail: "support@orderdock.app",
  privacyEmail: "privacy@orderdock.app",
} as const;
