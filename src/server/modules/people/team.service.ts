import { PEOPLE_MESSAGES, type RoleChangeInput, type Team } from "../../../domain/api/people";
import { isUuid } from "../../../domain/ids";
import {
  type PrincipalRole,
  roleMay,
  TEAM_ROLES,
  type TeamRole,
  teamRoleOf,
  userRoleOf,
} from "../../../domain/permissions";
import type { Database } from "../../db/database";
import { badRequest, conflict, forbidden, notFound } from "../../errors";
import type { EventBus } from "../../events/event-bus";
import { publishSessionsEnded } from "../auth/session-events";
import { listAccountLocationIds } from "../locations/locations.repository";
import { peopleChanged } from "./people-events";
import {
  deleteMember,
  listMembers,
  listOpenInvitations,
  lockMember,
  lockOwners,
  setMemberRole,
} from "./team.repository";

/**
 * An account's team: who is on it and where they work, and an owner changing a person's role
 * and locations or removing them.
 * A new role applies to the person's next request (the session reads it every time) and
 * their open screens are told; a removed person's sessions and sockets end at once.
 * The restaurant always keeps an owner, and nobody changes their own role.
 */
export type TeamScope = {
  db: Database;
  bus: EventBus;
  restaurantId: string;
  userId: string;
  /** The viewer's role: an Owner sees the whole account, others this location's people. */
  role: PrincipalRole;
};

export async function getTeam(
  { db, restaurantId, userId, role }: Omit<TeamScope, "bus">,
  now = new Date(),
): Promise<Team> {
  const view = { restaurantId, isWholeAccount: roleMay(role, "people.manage") };
  const [members, invitations] = await Promise.all([
    listMembers(db, view),
    listOpenInvitations(db, view, now),
  ]);
  // Owners first, then managers, then staff; by name within each.
  const rank = (role: TeamRole) => TEAM_ROLES.indexOf(role);
  const people = members
    .map((member) => ({ member, role: teamRoleOf(member.role) ?? "staff" }))
    .sort((a, b) => rank(a.role) - rank(b.role) || a.member.name.localeCompare(b.member.name));
  return {
    people: people.map(({ member, role }) => ({
      id: member.id,
      name: member.name,
      email: member.email,
      role,
      joinedAt: member.createdAt.toISOString(),
      locationIds: member.locationIds,
      isYou: member.id === userId,
    })),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      role: teamRoleOf(invitation.role) ?? "staff",
      invitedBy: invitation.invitedBy,
      expiresAt: invitation.expiresAt.toISOString(),
      locationIds: invitation.locationIds ?? null,
    })),
  };
}

export function changeRole(
  scope: TeamScope,
  personId: string,
  { role, locationIds }: RoleChangeInput,
) {
  return changeMember(scope, personId, async (tx, member, owners) => {
    const isOwner = member.role === "shop_owner";
    if (isOwner && role !== "owner" && owners <= 1) throw lastOwner();
    const locations = await checkLocations(tx, scope.restaurantId, { role, locationIds });
    await setMemberRole(tx, member.id, userRoleOf(role), locations);
    // New locations close the person's open screens, which may be at a location they no
    // longer work at; they come back at one of theirs.
    const isMoved = locations !== undefined && !sameLocations(locations, member.locationIds);
    if (isMoved) await publishSessionsEnded(scope.bus, tx, [member.id]);
  });
}

/**
 * The locations asked for, checked against the account's: undefined to leave them, null for
 * all of them. An Owner works at every location.
 */
export async function checkLocations(
  db: Database,
  restaurantId: string,
  { role, locationIds }: { role: TeamRole; locationIds: string[] | null | undefined },
): Promise<string[] | null | undefined> {
  if (role === "owner") {
    if (locationIds) throw badRequest(PEOPLE_MESSAGES.ownerEverywhere, "OWNER_EVERYWHERE");
    return null;
  }
  if (!locationIds) return locationIds;
  const account = new Set(await listAccountLocationIds(db, restaurantId));
  if (!locationIds.every((id) => account.has(id)))
    throw badRequest(PEOPLE_MESSAGES.unknownLocation, "UNKNOWN_LOCATION");
  return [...new Set(locationIds)];
}

function sameLocations(next: string[] | null, current: string[] | null): boolean {
  if (next === null || current === null) return next === current;
  return next.length === current.length && next.every((id) => current.includes(id));
}

export function removePerson(scope: TeamScope, personId: string) {
  return changeMember(scope, personId, async (tx, member, owners) => {
    if (member.role === "shop_owner" && owners <= 1) throw lastOwner();
    await deleteMember(tx, member.id);
    await publishSessionsEnded(scope.bus, tx, [member.id]);
  });
}

const lastOwner = () => conflict(PEOPLE_MESSAGES.lastOwner, "LAST_OWNER");

/** One person of the restaurant, changed under a lock on its owners, then the team told. */
async function changeMember(
  { db, bus, restaurantId, userId }: TeamScope,
  personId: string,
  change: (
    tx: Database,
    member: NonNullable<Awaited<ReturnType<typeof lockMember>>>,
    owners: number,
  ) => Promise<void>,
): Promise<void> {
  if (!isUuid(personId)) throw notFound(PEOPLE_MESSAGES.notFound);
  if (personId === userId) throw forbidden(PEOPLE_MESSAGES.yourself, "YOURSELF");
  await db.transaction(async (tx) => {
    const owners = await lockOwners(tx, restaurantId);
    const member = await lockMember(tx, restaurantId, personId);
    if (!member || teamRoleOf(member.role) === null) throw notFound(PEOPLE_MESSAGES.notFound);
    await change(tx, member, owners);
    await bus.publish(tx, peopleChanged, { restaurantId });
  });
}
