/**
 * The zones the Timezone select offers: every IANA zone this browser knows, plus UTC and the
 * restaurant's current zone should the engine's list lack them (older engines leave out
 * links such as "US/Eastern"), so the select always shows what is saved.
 */
export function timezoneOptions(current: string): string[] {
  const zones = new Set(supportedZones());
  zones.add("UTC");
  if (current !== "") zones.add(current);
  return [...zones].sort((a, b) => a.localeCompare(b));
}

function supportedZones(): string[] {
  try {
    return Intl.supportedValuesOf("timeZone");
  } catch {
    return [];
  }
}
