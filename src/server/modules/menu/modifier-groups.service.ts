import { randomUUID } from "node:crypto";
import {
  MENU_LIMITS,
  type ModifierGroup,
  type ModifierGroupValues,
} from "../../../domain/api/menu";
import { type AvailabilityInput, availabilityEnd } from "../../../domain/api/menu-availability";
import { isUuid } from "../../../domain/ids";
import { centsToDollars, dollarsToCents } from "../../../domain/money";
import type { ModifierOptionRow } from "../../db/schema/menu-modifier-groups";
import { conflict, notFound } from "../../errors";
import { signalOutboxWork } from "../platform-calls/outbox-signal";
import { timezoneOf } from "../restaurants/restaurants.repository";
import { loadChannelLookup } from "./availability-changes.repository";
import { queueAvailabilityCalls } from "./availability-sync";
import type { GroupRow } from "./menu.repository";
import { MENU_MESSAGES, type MenuScope } from "./menu.service";
import { isItemAvailable, toModifierGroup } from "./menu-json";
import * as groupRepo from "./modifier-groups.repository";

/** The Menu Manager's modifier groups, attachable to many items. */
export async function addGroup(
  scope: MenuScope,
  input: ModifierGroupValues,
): Promise<ModifierGroup> {
  if ((await groupRepo.countGroups(scope.db, scope.restaurantId)) >= MENU_LIMITS.modifierGroups)
    throw conflict(
      `A menu can have at most ${MENU_LIMITS.modifierGroups} modifier groups`,
      "MENU_FULL",
    );
  const row = await groupRepo.insertGroup(scope.db, {
    restaurantId: scope.restaurantId,
    ...groupColumns(input, []),
  });
  return toModifierGroup(row, 0, scope.now ?? new Date());
}

export async function replaceGroup(
  scope: MenuScope,
  id: string,
  input: ModifierGroupValues,
): Promise<ModifierGroup> {
  const group = await requireGroup(scope, id);
  await groupRepo.updateGroup(scope.db, id, groupColumns(input, group.options));
  return readGroup(scope, id);
}

export async function duplicateGroup(scope: MenuScope, id: string): Promise<ModifierGroup> {
  const group = await requireGroup(scope, id);
  const name = `${group.name} (copy)`.slice(0, MENU_LIMITS.nameLength);
  const copy = await groupRepo.insertGroup(scope.db, {
    restaurantId: scope.restaurantId,
    // A copy is a new group on every platform: new option ids, every option available.
    ...groupColumns({ ...groupValuesOf(group), name }, []),
  });
  return toModifierGroup(copy, 0, scope.now ?? new Date());
}

export async function removeGroup(scope: MenuScope, id: string): Promise<{ deleted: true }> {
  await requireGroup(scope, id);
  await groupRepo.deleteGroup(scope.db, id);
  return { deleted: true };
}

/**
 * '86' one option of a group, or bring it back, as an item is 86'd (docs/menu-sync.md): the
 * option is marked in its group, and every connected marketplace is told.
 */
export async function setOptionAvailability(
  scope: MenuScope,
  groupId: string,
  optionId: string,
  input: AvailabilityInput,
): Promise<ModifierGroup> {
  const now = scope.now ?? new Date();
  await scope.db.transaction(async (tx) => {
    const group = await requireGroup({ ...scope, db: tx }, groupId, { lock: true });
    const option = group.options.find((candidate) => candidate.id === optionId);
    if (!option) throw notFound(MENU_MESSAGES.optionNotFound, "OPTION_NOT_FOUND");
    const until = availabilityEnd(input, now, await timezoneOf(tx, scope.restaurantId));
    const wasAvailable = isItemAvailable(option, now);
    const options = group.options.map((candidate) =>
      candidate.id === optionId
        ? {
            ...candidate,
            availability: input.availability,
            unavailableUntil: until?.toISOString() ?? null,
          }
        : candidate,
    );
    await groupRepo.updateGroup(tx, groupId, { options });
    const isAvailable = input.availability === "available";
    if (wasAvailable && isAvailable) return;
    await queueAvailabilityCalls({
      tx,
      bus: scope.bus,
      restaurantId: scope.restaurantId,
      subject: { groupId, optionId },
      isAvailable,
      until,
      userId: scope.userId,
      now,
    });
  });
  signalOutboxWork();
  return readGroup(scope, groupId);
}

async function readGroup(scope: MenuScope, id: string): Promise<ModifierGroup> {
  const now = scope.now ?? new Date();
  const group = await requireGroup(scope, id);
  const [itemCount, channels] = await Promise.all([
    groupRepo.countGroupItems(scope.db, id),
    loadChannelLookup(scope.db, scope.restaurantId, now),
  ]);
  return toModifierGroup(group, itemCount, now, channels);
}

async function requireGroup(
  { db, restaurantId }: MenuScope,
  id: string,
  { lock = false }: { lock?: boolean } = {},
) {
  const group = isUuid(id) ? await groupRepo.findGroup(db, restaurantId, id, { lock }) : null;
  if (!group) throw notFound(MENU_MESSAGES.groupNotFound, "GROUP_NOT_FOUND");
  return group;
}

/**
 * A group's columns from what staff or a menu document gave: options keep the ids (and the
 * 86) of `existing` options they name, and new ones get new ids.
 */
/** A stored group as staff and menu documents write one: prices in dollars, no ids. */
export function groupValuesOf(
  group: Pick<GroupRow, "name" | "isRequired" | "minSelections" | "maxSelections"> & {
    options: readonly Pick<ModifierOptionRow, "name" | "priceCents">[];
  },
): ModifierGroupValues {
  return {
    name: group.name,
    isRequired: group.isRequired,
    minSelections: group.minSelections,
    maxSelections: group.maxSelections,
    options: group.options.map((option) => ({
      name: option.name,
      price: centsToDollars(option.priceCents),
    })),
  };
}

export function groupColumns(input: ModifierGroupValues, existing: readonly ModifierOptionRow[]) {
  const known = new Map(existing.map((option) => [option.id, option]));
  const used = new Set<string>();
  return {
    name: input.name,
    isRequired: input.isRequired,
    minSelections: input.minSelections,
    maxSelections: input.maxSelections,
    options: input.options.map((option) => {
      const id =
        option.id && known.has(option.id) && !used.has(option.id) ? option.id : randomUUID();
      used.add(id);
      const before = known.get(id);
      return {
        id,
        name: option.name,
        priceCents: dollarsToCents(option.price),
        ...(before?.availability && {
          availability: before.availability,
          unavailableUntil: before.unavailableUntil ?? null,
        }),
      };
    }),
  };
}
