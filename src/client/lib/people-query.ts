/**
 * The team's query key, in lib because the live feed refreshes it (PEOPLE_CHANGED) as well
 * as Settings → People.
 */
export const PEOPLE_KEY = ["/api/people"] as const;
