import {
  ACTIVITY_PAGE_SIZE,
  type ActivityEntry,
  type ActivityKind,
  type ActivityPage,
  type ActivityQuery,
  KITCHEN_FILTER,
} from "../../../domain/api/activity";
import { isUuid } from "../../../domain/ids";
import { type Actor, actorColumns } from "../../actor";
import type { Database } from "../../db/database";
import {
  type ActivityRow,
  insertActivity,
  listActivity,
  listActivityPeople,
} from "./activity.repository";

/** A page of the restaurant's activity log, newest first, with who appears in it. */
export async function getActivity(
  db: Database,
  restaurantId: string,
  { kind, person, before }: ActivityQuery,
): Promise<ActivityPage> {
  // The person filter reads the first page's list: older pages need none.
  const people = before === undefined ? await listActivityPeople(db, restaurantId) : [];
  // A person not in the log (or no person at all) has no entries: an empty page, not an error.
  const actor =
    person === KITCHEN_FILTER
      ? { kitchen: true as const }
      : person !== undefined
        ? { userId: isUuid(person) ? person : "00000000-0000-0000-0000-000000000000" }
        : undefined;
  const rows = await listActivity(db, {
    restaurantId,
    kind,
    actor,
    before,
    limit: ACTIVITY_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, ACTIVITY_PAGE_SIZE);
  return {
    entries: page.map(toEntry),
    nextBefore: rows.length > ACTIVITY_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
    people,
  };
}

function toEntry(row: ActivityRow): ActivityEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    kind: row.kind,
    action: row.action,
    subject: row.subject,
    by: row.actorName === null && row.deviceName !== null ? "kitchen" : "person",
    personName: row.actorName,
    deviceName: row.deviceName,
  };
}

/**
 * A line for a change made outside the restaurant's routes (a tablet pairing or signing itself
 * out, a PIN set, a person locked out on a device): the same log, the same columns.
 */
export async function recordActivity(
  db: Database,
  entry: {
    restaurantId: string;
    kind: ActivityKind;
    action: string;
    subject: string | null;
    actor: Actor;
  },
): Promise<void> {
  const { actor, ...line } = entry;
  await insertActivity(db, { ...line, ...actorColumns(actor) });
}
