import { and, asc, count, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/database";
import { restaurants } from "../../db/schema/restaurants";
import { teamInvitations } from "../../db/schema/team-invitations";
import { users } from "../../db/schema/users";

export type InvitationRow = typeof teamInvitations.$inferSelect;
export type MemberRow = Pick<
  typeof users.$inferSelect,
  "id" | "name" | "email" | "role" | "createdAt"
>;

const member = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
};

/** Locks the restaurant's row until the transaction ends: its team's changes run one at a time. */
export async function lockRestaurant(db: Database, restaurantId: string): Promise<void> {
  await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .for("update");
}

/** The restaurant's people. */
export function listMembers(db: Database, restaurantId: string): Promise<MemberRow[]> {
  return db
    .select(member)
    .from(users)
    .where(eq(users.restaurantId, restaurantId))
    .orderBy(asc(users.createdAt), asc(users.id));
}

/** One of the restaurant's people, locked until the transaction ends; null when not theirs. */
export async function lockMember(
  db: Database,
  restaurantId: string,
  userId: string,
): Promise<MemberRow | null> {
  const [row] = await db
    .select(member)
    .from(users)
    .where(and(eq(users.id, userId), eq(users.restaurantId, restaurantId)))
    .for("update");
  return row ?? null;
}

/** How many owners the restaurant has, its rows locked so two demotions cannot both pass. */
export async function lockOwners(db: Database, restaurantId: string): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.restaurantId, restaurantId), eq(users.role, "shop_owner")))
    .for("update");
  return rows.length;
}

export async function setMemberRole(
  db: Database,
  userId: string,
  role: "shop_owner" | "manager" | "staff",
): Promise<void> {
  await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function deleteMember(db: Database, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

const inviter = alias(users, "inviter");

/** An invitation whose link still works: not ended, not expired. */
const isOpen = (now: Date) =>
  and(isNull(teamInvitations.endedAt), gt(teamInvitations.expiresAt, now));

/** The invitations still open and unexpired, newest first, with who sent each. */
export function listOpenInvitations(db: Database, restaurantId: string, now: Date) {
  return db
    .select({
      id: teamInvitations.id,
      email: teamInvitations.email,
      role: teamInvitations.role,
      expiresAt: teamInvitations.expiresAt,
      invitedBy: inviter.name,
    })
    .from(teamInvitations)
    .leftJoin(inviter, eq(inviter.id, teamInvitations.invitedBy))
    .where(and(eq(teamInvitations.restaurantId, restaurantId), isOpen(now)))
    .orderBy(sql`${teamInvitations.createdAt} desc`, asc(teamInvitations.id));
}

/** Invitations the restaurant sent since `since`, ended ones included: the hourly limit. */
export async function countInvitationsSince(
  db: Database,
  restaurantId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(teamInvitations)
    .where(
      and(eq(teamInvitations.restaurantId, restaurantId), gt(teamInvitations.createdAt, since)),
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
        eq(teamInvitations.restaurantId, restaurantId),
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

/** Ends one open invitation of the restaurant; the row it ended, or null. */
export async function endInvitation(
  db: Database,
  { restaurantId, id, now }: { restaurantId: string; id: string; now: Date },
): Promise<InvitationRow | null> {
  const [row] = await db
    .update(teamInvitations)
    .set({ endedAt: now })
    .where(
      and(
        eq(teamInvitations.id, id),
        eq(teamInvitations.restaurantId, restaurantId),
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
