import { and, asc, count, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/database";
import { restaurants } from "../../db/schema/restaurants";
import { teamInvitations } from "../../db/schema/team-invitations";
import { userLocations } from "../../db/schema/user-locations";
import { users } from "../../db/schema/users";
import { accountOfRestaurant, chosenLocationIds, worksAt } from "../locations/works-at";

export type InvitationRow = typeof teamInvitations.$inferSelect;
export type MemberRow = Pick<
  typeof users.$inferSelect,
  "id" | "name" | "email" | "role" | "createdAt"
> & {
  /** The locations chosen for them; null when they work at all of the account's. */
  locationIds: string[] | null;
};

/** A team's people, and invitations, as one viewer may see them (docs/locations.md). */
export type TeamView = {
  /** The location the viewer works at now. */
  restaurantId: string;
  /** The whole account (an Owner), or only what concerns this location. */
  isWholeAccount: boolean;
};

const member = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
  locationIds: chosenLocationIds(),
};

const inAccountOf = (restaurantId: string) =>
  eq(users.accountId, accountOfRestaurant(restaurantId));

/** The people of the account, or of it those who work at the location. */
export function listMembers(db: Database, view: TeamView): Promise<MemberRow[]> {
  return db
    .select(member)
    .from(users)
    .where(view.isWholeAccount ? inAccountOf(view.restaurantId) : worksAt(view.restaurantId))
    .orderBy(asc(users.createdAt), asc(users.id));
}

/** One of the account's people, locked until the transaction ends; null when not theirs. */
export async function lockMember(
  db: Database,
  restaurantId: string,
  userId: string,
): Promise<MemberRow | null> {
  const [row] = await db
    .select(member)
    .from(users)
    .where(and(eq(users.id, userId), inAccountOf(restaurantId)))
    .for("update", { of: users });
  return row ?? null;
}

/** How many owners the account has, their rows locked so two demotions cannot both pass. */
export async function lockOwners(db: Database, restaurantId: string): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inAccountOf(restaurantId), eq(users.role, "shop_owner")))
    .for("update");
  return rows.length;
}

/**
 * Sets the person's role and, when given, their locations (null: all of them; an owner
 * always has all).
 */
export async function setMemberRole(
  db: Database,
  userId: string,
  role: "shop_owner" | "manager" | "staff",
  locationIds?: string[] | null,
): Promise<void> {
  const allLocations = role === "shop_owner" || locationIds === null ? true : undefined;
  const chosen = role !== "shop_owner" && locationIds ? locationIds : undefined;
  await db
    .update(users)
    .set({
      role,
      ...(allLocations ? { allLocations } : chosen ? { allLocations: false } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  if (allLocations || chosen)
    await db.delete(userLocations).where(eq(userLocations.userId, userId));
  if (chosen?.length)
    await db.insert(userLocations).values(chosen.map((restaurantId) => ({ userId, restaurantId })));
}

export async function deleteMember(db: Database, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

const inviter = alias(users, "inviter");

/** An invitation whose link still works: not ended, not expired. */
const isOpen = (now: Date) =>
  and(isNull(teamInvitations.endedAt), gt(teamInvitations.expiresAt, now));

/**
 * The invitations still open and unexpired, newest first, with who sent each: the
 * account's, or those sent from the location.
 */
export function listOpenInvitations(db: Database, view: TeamView, now: Date) {
  return db
    .select({
      id: teamInvitations.id,
      email: teamInvitations.email,
      role: teamInvitations.role,
      expiresAt: teamInvitations.expiresAt,
      locationIds: teamInvitations.locationIds,
      invitedBy: inviter.name,
    })
    .from(teamInvitations)
    .leftJoin(inviter, eq(inviter.id, teamInvitations.invitedBy))
    .where(
      and(
        view.isWholeAccount
          ? eq(teamInvitations.accountId, accountOfRestaurant(view.restaurantId))
          : eq(teamInvitations.restaurantId, view.restaurantId),
        isOpen(now),
      ),
    )
    .orderBy(sql`${teamInvitations.createdAt} desc`, asc(teamInvitations.id));
}

/** Invitations the account sent since `since`, ended ones included: the hourly limit. */
export async function countInvitationsSince(
  db: Database,
  restaurantId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.accountId, accountOfRestaurant(restaurantId)),
        gt(teamInvitations.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** Ends the open invitation to this address, if any: its link stops working. */
export async function endOpenInvitationTo(
  db: Database,
  { restaurantId, email, now }: { restaurantId: string; email: string; now: Date },
): Promise<void> {
  await db
    .update(teamInvitations)
    .set({ endedAt: now })
    .where(
      and(
        eq(teamInvitations.accountId, accountOfRestaurant(restaurantId)),
        sql`lower(${teamInvitations.email}) = ${email.toLowerCase()}`,
        isNull(teamInvitations.endedAt),
      ),
    );
}

export async function insertInvitation(
  db: Database,
  invitation: typeof teamInvitations.$inferInsert,
): Promise<void> {
  await db.insert(teamInvitations).values(invitation);
}

/**
 * Ends one open invitation the viewer may see (`listOpenInvitations`): the account's, or
 * one sent from the location. The row it ended, or null.
 */
export async function endInvitation(
  db: Database,
  { restaurantId, isWholeAccount, id, now }: TeamView & { id: string; now: Date },
): Promise<InvitationRow | null> {
  const [row] = await db
    .update(teamInvitations)
    .set({ endedAt: now })
    .where(
      and(
        eq(teamInvitations.id, id),
        isWholeAccount
          ? eq(teamInvitations.accountId, accountOfRestaurant(restaurantId))
          : eq(teamInvitations.restaurantId, restaurantId),
        isNull(teamInvitations.endedAt),
      ),
    )
    .returning();
  return row ?? null;
}

/** The open, unexpired invitation a link's token stands for, with its restaurant and sender. */
export async function findInvitationByToken(
  db: Database,
  { tokenHash, now, lock = false }: { tokenHash: string; now: Date; lock?: boolean },
) {
  const query = db
    .select({
      invitation: teamInvitations,
      restaurantName: restaurants.name,
      invitedBy: inviter.name,
    })
    .from(teamInvitations)
    .innerJoin(restaurants, eq(restaurants.id, teamInvitations.restaurantId))
    .leftJoin(inviter, eq(inviter.id, teamInvitations.invitedBy))
    .where(and(eq(teamInvitations.tokenHash, tokenHash), isOpen(now)));
  const [row] = await (lock ? query.for("update", { of: teamInvitations }) : query);
  return row ?? null;
}

export async function markInvitationAccepted(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(teamInvitations)
    .set({ endedAt: now, acceptedAt: now })
    .where(eq(teamInvitations.id, id));
}

/** Invitations expired before `before`: they can no longer matter. */
export async function deleteDeadInvitations(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(teamInvitations)
    .where(lt(teamInvitations.expiresAt, before))
    .returning({ id: teamInvitations.id });
  return deleted.length;
}

/** The locations chosen for the person; null when they work at all of the account's. */
export async function locationsOfPerson(db: Database, userId: string): Promise<string[] | null> {
  const [row] = await db
    .select({ locationIds: member.locationIds })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.locationIds ?? null;
}
