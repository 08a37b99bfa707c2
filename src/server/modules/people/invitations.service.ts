import {
  type AcceptInvitationInput,
  INVITATION_DAYS,
  INVITATION_LINK_INVALID,
  type InvitationDetails,
  type InviteInput,
  MAX_INVITATIONS_PER_HOUR,
  PEOPLE_MESSAGES,
} from "../../../domain/api/people";
import { isUuid } from "../../../domain/ids";
import {
  roleMay,
  TEAM_ROLE_LABELS,
  type TeamRole,
  teamRoleOf,
  userRoleOf,
} from "../../../domain/permissions";
import type { Database } from "../../db/database";
import { isUniqueViolation } from "../../db/errors";
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from "../../errors";
import type { EventBus } from "../../events/event-bus";
import type { MailMessage } from "../../lib/mailer";
import { hashPassword } from "../../lib/password";
import { createToken, hashToken } from "../../lib/tokens";
import type { SessionUser } from "../../plugins/session";
import { accountExists } from "../auth/accounts.service";
import { findUserByEmail, insertUser, type UserRow } from "../auth/users.repository";
import { listAccountLocationIds, lockAccountOf } from "../locations/locations.repository";
import { accountIdOf, findRestaurant } from "../restaurants/restaurants.repository";
import { peopleChanged } from "./people-events";
import {
  countInvitationsSince,
  endInvitation,
  endOpenInvitationTo,
  findInvitationByToken,
  insertInvitation,
  locationsOfPerson,
  markInvitationAccepted,
  setMemberRole,
} from "./team.repository";
import { checkLocations } from "./team.service";

/**
 * Inviting people to a restaurant's team: a single-use link, emailed, valid for
 * INVITATION_DAYS days; accepting it sets the person's name and password and signs them in.
 * Owners invite any role; managers invite Staff. A demo sends no email to anyone, and a
 * restaurant sends at most MAX_INVITATIONS_PER_HOUR an hour, so the form cannot be used to
 * flood inboxes.
 */
export const INVITATION_LIFETIME_MS = INVITATION_DAYS * 24 * 3600_000;

export type InviteScope = {
  db: Database;
  bus: EventBus;
  /** Where the app is reached, e.g. https://orders.example.com */
  baseUrl: string;
  user: SessionUser & { restaurantId: string };
  now?: Date;
};

/**
 * Saves the invitation and returns the email to send once it is committed. An address that
 * already has an account at another restaurant is answered and listed like any other (the
 * team cannot learn who uses OrderDock); its email says a person works at one restaurant for
 * now, and carries no link.
 */
export async function invite(
  { db, bus, baseUrl, user, now = new Date() }: InviteScope,
  { email, role, locationIds: asked }: InviteInput,
): Promise<MailMessage> {
  if (user.role === "demo") throw forbidden(PEOPLE_MESSAGES.demo, "DEMO");
  if (role !== "staff" && !roleMay(user.role, "people.manage"))
    throw forbidden(PEOPLE_MESSAGES.managersInviteStaff, "STAFF_ONLY");
  const locationIds = await checkLocations(db, user.restaurantId, { role, locationIds: asked });
  // A manager working at chosen locations invites to those only.
  const own = await locationsOfPerson(db, user.id);
  if (own && (locationIds === null || locationIds?.some((id) => !own.includes(id))))
    throw forbidden(PEOPLE_MESSAGES.notYourLocations, "NOT_YOUR_LOCATIONS");
  const existing = await findUserByEmail(db, email);
  const accountId = await accountIdOf(db, user.restaurantId);
  if (existing?.accountId === accountId)
    throw conflict(PEOPLE_MESSAGES.alreadyOnTeam(existing.name), "ALREADY_ON_TEAM");
  const restaurant = await findRestaurant(db, user.restaurantId);
  const token = createToken();
  await db
    .transaction(async (tx) => {
      // Counted under the account's lock: invitations sent together cannot pass the limit.
      await lockAccountOf(tx, user.restaurantId);
      const hourAgo = new Date(now.getTime() - 3600_000);
      if ((await countInvitationsSince(tx, user.restaurantId, hourAgo)) >= MAX_INVITATIONS_PER_HOUR)
        throw tooManyRequests(PEOPLE_MESSAGES.tooMany, 3600);
      await endOpenInvitationTo(tx, { restaurantId: user.restaurantId, email, now });
      await insertInvitation(tx, {
        accountId,
        restaurantId: user.restaurantId,
        locationIds: locationIds ?? null,
        email,
        role: userRoleOf(role),
        invitedBy: user.id,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS),
      });
      await bus.publish(tx, peopleChanged, { restaurantId: user.restaurantId });
    })
    .catch((error: unknown) => {
      // Two invitations to one address at once: the second finds the first open.
      if (isUniqueViolation(error, "team_invitations_open_unique"))
        throw conflict(PEOPLE_MESSAGES.invitationRace, "INVITATION_RACE");
      throw error;
    });
  const parts = {
    to: email,
    role,
    restaurantName: restaurant?.name ?? "a restaurant",
    invitedBy: user.name,
    link: `${baseUrl}/invite?token=${encodeURIComponent(token)}`,
  };
  return invitationEmail(parts, { hasAccountElsewhere: existing !== null });
}

/** Withdraws an open invitation: its link stops working. Managers withdraw Staff's only. */
export async function withdrawInvitation(
  { db, bus, user, now = new Date() }: Omit<InviteScope, "baseUrl">,
  id: string,
): Promise<void> {
  if (!isUuid(id)) throw notFound(PEOPLE_MESSAGES.invitationNotFound);
  await db.transaction(async (tx) => {
    const ended = await endInvitation(tx, {
      restaurantId: user.restaurantId,
      isWholeAccount: roleMay(user.role, "people.manage"),
      id,
      now,
    });
    if (!ended) throw notFound(PEOPLE_MESSAGES.invitationNotFound);
    if (ended.role !== "staff" && !roleMay(user.role, "people.manage"))
      throw forbidden(PEOPLE_MESSAGES.managersInviteStaff, "STAFF_ONLY");
    await bus.publish(tx, peopleChanged, { restaurantId: user.restaurantId });
  });
}

/** What the invitation's page shows; 400 for a link that no longer works. */
export async function lookUpInvitation(
  db: Database,
  token: string,
  now = new Date(),
): Promise<InvitationDetails> {
  const found = await findInvitationByToken(db, { tokenHash: hashToken(token), now });
  if (!found) throw badRequest(INVITATION_LINK_INVALID, "INVITATION_INVALID");
  return {
    restaurantName: found.restaurantName,
    email: found.invitation.email,
    role: teamRoleOf(found.invitation.role) ?? "staff",
    invitedBy: found.invitedBy,
  };
}

/**
 * Accepts the invitation: the person joins with the name and password given, their address
 * confirmed by the link itself. The link works once: the invitation row is locked and ended
 * in the same transaction that makes the user.
 */
export async function acceptInvitation(
  { db, bus, now = new Date() }: { db: Database; bus: EventBus; now?: Date },
  { token, name, password }: AcceptInvitationInput,
): Promise<UserRow> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const found = await findInvitationByToken(tx, {
      tokenHash: hashToken(token),
      now,
      lock: true,
    });
    if (!found) throw badRequest(INVITATION_LINK_INVALID, "INVITATION_INVALID");
    const { invitation } = found;
    if (await findUserByEmail(tx, invitation.email)) throw accountExists();
    // Locations removed since the invitation was sent are left out; with none left, the
    // person works where they were invited from.
    const account = new Set(await listAccountLocationIds(tx, invitation.restaurantId));
    const chosen = invitation.locationIds?.filter((id) => account.has(id)) ?? null;
    const locationIds = chosen?.length === 0 ? [invitation.restaurantId] : chosen;
    const user = await insertUser(tx, {
      accountId: invitation.accountId,
      allLocations: locationIds === null,
      email: invitation.email,
      name,
      role: invitation.role,
      passwordHash,
      emailVerifiedAt: now,
    }).catch((error: unknown) => {
      if (isUniqueViolation(error, "users_email_unique")) throw accountExists();
      throw error;
    });
    if (locationIds) await setMemberRole(tx, user.id, invitation.role, locationIds);
    await markInvitationAccepted(tx, invitation.id, now);
    await bus.publish(tx, peopleChanged, { restaurantId: invitation.restaurantId });
    return user;
  });
}

type InvitationParts = {
  to: string;
  role: TeamRole;
  restaurantName: string;
  invitedBy: string;
  link: string;
};

/**
 * The invitation's email. A new address gets the link; an address with an account elsewhere
 * is told who asked and why it cannot join yet, with no link.
 */
function invitationEmail(
  { to, role, restaurantName, invitedBy, link }: InvitationParts,
  { hasAccountElsewhere }: { hasAccountElsewhere: boolean },
): MailMessage {
  const invited = `${invitedBy} invited you to the team of ${restaurantName} on OrderDock, as ${TEAM_ROLE_LABELS[role]}.`;
  const body = hasAccountElsewhere
    ? [
        invited,
        "",
        "Your address already has an OrderDock account, at another restaurant, and for now an address works at one restaurant. To join, ask them to invite another address of yours.",
        "",
        "If you were not expecting this, ignore this email: nothing has changed.",
      ]
    : [
        `${invited} Open this link within ${INVITATION_DAYS} days to choose your name and password:`,
        "",
        link,
        "",
        "If you were not expecting this, ignore this email: nothing happens without the link.",
      ];
  return {
    to,
    subject: `Join ${restaurantName} on OrderDock`,
    text: ["Hello,", "", ...body, "", "OrderDock"].join("\n"),
  };
}
