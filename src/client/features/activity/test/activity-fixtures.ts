import type { ActivityEntry, ActivityPage } from "@/domain/api/activity";

export const MARIA_ID = "8d1e2f3a-4b5c-4d6e-9f70-8a9b0c1d2e01";
export const SAM_ID = "8d1e2f3a-4b5c-4d6e-9f70-8a9b0c1d2e02";

/** One change as GET /api/activity lists it: Maria pausing DoorDash on the Pass iPad. */
export function buildActivityEntry(overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    id: 120,
    at: "2026-11-20T18:41:00.000Z",
    kind: "store",
    action: "Paused a channel",
    subject: "DoorDash",
    by: "person",
    personName: "Maria Lopez",
    deviceName: "Pass iPad",
    ...overrides,
  };
}

/** A page of the log; the last one unless `nextBefore` says otherwise. */
export function buildActivityPage(overrides: Partial<ActivityPage> = {}): ActivityPage {
  return {
    entries: [buildActivityEntry()],
    nextBefore: null,
    people: [
      { id: MARIA_ID, name: "Maria Lopez" },
      { id: SAM_ID, name: "Sam Lee" },
    ],
    ...overrides,
  };
}
