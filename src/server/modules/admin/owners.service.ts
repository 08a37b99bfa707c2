import type {
  CreateOwnerInput,
  DeleteOwnerResult,
  ListOwnersQuery,
  RestaurantOwner,
  UpdateOwnerInput,
} from "../../../domain/api/admin";
import type { Database } from "../../db/database";
import { isUniqueViolation } from "../../db/errors";
import { notFound } from "../../errors";
import type { EventBus } from "../../events/event-bus";
import { hashPassword } from "../../lib/password";
import { accountExists, assertEmailFree, insertAccount } from "../auth/accounts.service";
import { publishSessionsEnded } from "../auth/session-events";
import { deleteRestaurants, renameRestaurant } from "../restaurants/restaurants.repository";
import { type AuditActor, recordAudit } from "./audit-log.repository";
import {
  deleteUser,
  findOwner,
  listOwners,
  lockOwner,
  updateOwnerAccount,
} from "./owners.repository";
import { countOrdersOf, listUserIdsOf } from "./restaurant-contents.repository";

/** The Users view of the admin panel: list, add, edit, (de)activate, delete. */

export const OWNER_NOT_FOUND = "No restaurant owner with that id";

export type OwnerActionOptions = { db: Database; bus: EventBus; actor: AuditActor };

const ownerLabel = (owner: { name: string; email: string }) => `${owner.name} (${owner.email})`;

export function findOwners(db: Database, { search, page, pageSize }: ListOwnersQuery) {
  return listOwners(db, { search, limit: pageSize, offset: (page - 1) * pageSize });
}

export async function createOwner({
  db,
  actor,
  input,
}: Omit<OwnerActionOptions, "bus"> & { input: CreateOwnerInput }): Promise<RestaurantOwner> {
  await assertEmailFree(db, input.email);
  const passwordHash = await hashPassword(input.password);
  const id = await db.transaction(async (tx) => {
    const user = await insertAccount(tx, { ...input, role: "shop_owner", passwordHash });
    await recordAudit(tx, {
      actor,
      action: "owner.created",
      summary: `Added ${ownerLabel(user)} of ${input.restaurantName}`,
      details: { ownerId: user.id, restaurantId: user.restaurantId },
    });
    return user.id;
  });
  return requireOwner(await findOwner(db, id));
}

export async function updateOwner({
  db,
  bus,
  actor,
  id,
  input,
}: OwnerActionOptions & { id: string; input: UpdateOwnerInput }): Promise<RestaurantOwner> {
  if (input.email) await assertEmailFree(db, input.email, id);
  await db.transaction(async (tx) => {
    const owner = requireOwner(await lockOwner(tx, id));
    const account = {
      name: changed(input.name, owner.name),
      email: changed(input.email, owner.email),
      isActive: changed(input.active, owner.active),
    };
    const restaurantName = changed(input.restaurantName, owner.restaurantName);
    if (Object.values(account).some((value) => value !== undefined)) {
      await updateOwnerAccount(tx, id, account).catch((error: unknown) => {
        // Another request took the address since the check above: the index decides.
        throw isUniqueViolation(error, "users_email_unique") ? accountExists() : error;
      });
    }
    if (restaurantName !== undefined && owner.restaurantId) {
      await renameRestaurant(tx, owner.restaurantId, restaurantName);
    }
    if (account.isActive === false) await publishSessionsEnded(bus, tx, [id]);

    const edited = Object.entries({ ...account, restaurantName })
      .filter(([field, value]) => value !== undefined && field !== "isActive")
      .map(([field]) => field);
    if (edited.length > 0) {
      await recordAudit(tx, {
        actor,
        action: "owner.updated",
        summary: `Edited ${ownerLabel(owner)}: ${edited.map(fieldLabel).join(", ")}`,
        details: {
          ownerId: id,
          before: Object.fromEntries(
            edited.map((field) => [field, editableFieldsOf(owner)[field as EditableField]]),
          ),
          after: { ...account, restaurantName },
        },
      });
    }
    if (account.isActive !== undefined) {
      await recordAudit(tx, {
        actor,
        action: account.isActive ? "owner.activated" : "owner.deactivated",
        summary: `${account.isActive ? "Activated" : "Deactivated"} ${ownerLabel(owner)}`,
        details: { ownerId: id },
      });
    }
  });
  return requireOwner(await findOwner(db, id));
}

/** Removes the owner, their restaurant and all its data in one transaction. */
export async function deleteOwner({
  db,
  bus,
  actor,
  id,
}: OwnerActionOptions & { id: string }): Promise<DeleteOwnerResult> {
  return db.transaction(async (tx) => {
    const owner = requireOwner(await lockOwner(tx, id));
    let users = 1;
    let orders = 0;
    if (owner.restaurantId) {
      const restaurantIds = [owner.restaurantId];
      orders = await countOrdersOf(tx, restaurantIds);
      const userIds = await listUserIdsOf(tx, restaurantIds);
      users = userIds.length;
      await deleteRestaurants(tx, restaurantIds);
      await publishSessionsEnded(bus, tx, userIds);
    } else {
      await deleteUser(tx, id);
      await publishSessionsEnded(bus, tx, [id]);
    }
    await recordAudit(tx, {
      actor,
      action: "owner.deleted",
      summary: `Deleted ${ownerLabel(owner)}${owner.restaurantName ? `, ${owner.restaurantName}` : ""} and ${orders} ${orders === 1 ? "order" : "orders"}`,
      details: { ownerId: id, restaurantId: owner.restaurantId, users, orders },
    });
    return {
      success: true as const,
      removed: { restaurantName: owner.restaurantName, users, orders },
    };
  });
}

function requireOwner(owner: RestaurantOwner | null): RestaurantOwner {
  if (!owner) throw notFound(OWNER_NOT_FOUND, "OWNER_NOT_FOUND");
  return owner;
}

/** The new value when it differs from the current one, else undefined (nothing to do). */
function changed<T>(next: T | undefined, current: T | null): T | undefined {
  return next === undefined || next === current ? undefined : next;
}

const FIELD_LABELS: Record<string, string> = {
  name: "name",
  email: "email",
  restaurantName: "restaurant name",
};
const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;

type EditableField = "name" | "email" | "restaurantName";

function editableFieldsOf(owner: RestaurantOwner): Record<EditableField, string | null> {
  return { name: owner.name, email: owner.email, restaurantName: owner.restaurantName };
}
