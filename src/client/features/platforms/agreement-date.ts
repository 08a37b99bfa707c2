/**
 * When the merchant agreement was accepted, in the restaurant's own clock:
 * "January 6, 2026 at 2:05 PM". An unknown timezone falls back to the device's.
 */
export function formatAgreementDate(isoDate: string, timeZone: string | undefined): string {
  const date = new Date(isoDate);
  const options: Intl.DateTimeFormatOptions = { dateStyle: "long", timeStyle: "short" };
  try {
    return new Intl.DateTimeFormat("en-US", { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat("en-US", options).format(date);
  }
}
