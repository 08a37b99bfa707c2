import type { AccountStatusInput, AdminAccount } from "../../../domain/api/admin";
import { teamRoleOf } from "../../../domain/permissions";
import type { Database } from "../../db/database";
import { notFound } from "../../errors";
import type { EventBus } from "../../events/event-bus";
import { publishSessionEnded, publishSessionsEnded } from "../auth/session-events";
import {
  countOrdersByLocation,
  findAccount,
  listAccountLocations,
  listAccountPeople,
  listAccountSessionHolders,
  listDevicesOfLocations,
  setAccountDisabledAt,
} from "./accounts.repository";
import { type AuditActor, recordAudit } from "./audit-log.repository";

export const ACCOUNT_NOT_FOUND = "No such account";

/**
 * The admin panel's accounts (docs/locations.md): what one holds, and disabling it. A
 * disabled account's people cannot sign in and its devices stop at once; its platforms'
 * orders are still stored, so nothing is lost when it is enabled again.
 */
export async function getAccount(db: Database, id: string): Promise<AdminAccount> {
  const account = await findAccount(db, id);
  if (!account) throw notFound(ACCOUNT_NOT_FOUND, "ACCOUNT_NOT_FOUND");
  const locations = await listAccountLocations(db, id);
  const ids = locations.map((location) => location.id);
  const [orders, devices, people] = await Promise.all([
    countOrdersByLocation(db, ids),
    listDevicesOfLocations(db, ids),
    listAccountPeople(db, id),
  ]);
  return {
    id: account.id,
    name: account.name,
    createdAt: account.createdAt.toISOString(),
    disabledAt: account.disabledAt?.toISOString() ?? null,
    locations: locations.map((location) => ({
      ...location,
      orders: orders.get(location.id) ?? 0,
      devices: devices
        .filter((device) => device.restaurantId === location.id)
        .map((device) => ({
          id: device.id,
          name: device.name,
          status: device.pairedAt ? ("paired" as const) : ("waiting" as const),
          lastSeenAt: device.lastSeenAt?.toISOString() ?? null,
        })),
    })),
    people: people.map((person) => ({
      id: person.id,
      name: person.name,
      email: person.email,
      role: teamRoleOf(person.role) ?? "staff",
      active: person.isActive,
      locationIds: person.locationIds,
    })),
  };
}

/**
 * Disables the account (every session of its people and devices ends, on every instance) or
 * enables it again; recorded in the audit log. Asking for the state it is in changes nothing.
 */
export async function setAccountStatus(
  {
    db,
    bus,
    actor,
    now = new Date(),
  }: { db: Database; bus: EventBus; actor: AuditActor; now?: Date },
  id: string,
  { disabled }: AccountStatusInput,
): Promise<AdminAccount> {
  await db.transaction(async (tx) => {
    const account = await findAccount(tx, id, { lock: true });
    if (!account) throw notFound(ACCOUNT_NOT_FOUND, "ACCOUNT_NOT_FOUND");
    if ((account.disabledAt !== null) === disabled) return;
    await setAccountDisabledAt(tx, id, disabled ? now : null);
    if (disabled) {
      const { userIds, deviceIds } = await listAccountSessionHolders(tx, id);
      await publishSessionsEnded(bus, tx, userIds);
      for (const deviceId of deviceIds) await publishSessionEnded(bus, tx, deviceId);
    }
    await recordAudit(tx, {
      actor,
      action: disabled ? "account.disabled" : "account.enabled",
      summary: `${disabled ? "Disabled" : "Enabled"} the account ${account.name}`,
      details: { accountId: id },
    });
  });
  return getAccount(db, id);
}
