import type { SignUpInput } from "../../../domain/api/auth";
import { TRIAL_DAYS } from "../../../domain/api/settings";
import type { Database } from "../../db/database";
import type { Mailer } from "../../lib/mailer";
import { hashPassword } from "../../lib/password";
import { isUnderCeilingLocked } from "../restaurants/hourly-ceiling";
import { renameTrialRestaurant } from "../restaurants/restaurants.repository";
import { insertAccount } from "./accounts.service";
import {
  isAwaitingVerification,
  issueVerificationToken,
  sendVerificationEmail,
} from "./email-verification.service";
import { replacePendingOwner } from "./email-verifications.repository";
import { requestPasswordReset } from "./password-reset.service";
import {
  findLocationOf,
  findUserByEmail,
  findUserById,
  lockUser,
  type UserRow,
} from "./users.repository";

const DAY_MS = 24 * 3600_000;

export type SignUpRestaurantOptions = {
  db: Database;
  mailer: Mailer;
  input: SignUpInput;
  /** OrderDock's own address (PUBLIC_URL), never a request's Host: decision 022. */
  baseUrl: string;
  /** New restaurants the whole service takes in an hour; past it, nothing is created. */
  perHour?: number;
  now?: Date;
};

export type SignUpOutcome =
  | "created"
  | "pending account replaced"
  | "existing account told"
  | "nothing sent";

/**
 * A restaurant starts its free trial: the restaurant (kind standard, trial of TRIAL_DAYS)
 * and its owner, unconfirmed, and a link to confirm the address. Runs after the answer was
 * sent, which is the same whatever happens here (decision 111):
 * - a new address gets the restaurant, the owner and the link;
 * - an address still waiting for confirmation gets the new details and a new link (the
 *   earlier links stop working), so whoever holds the mailbox decides the password;
 * - an address with a confirmed account gets an email saying so, with a reset link.
 */
export async function signUpRestaurant({
  db,
  mailer,
  input,
  baseUrl,
  perHour = Number.POSITIVE_INFINITY,
  now = new Date(),
}: SignUpRestaurantOptions): Promise<SignUpOutcome> {
  // Hashed whatever the address: the work done does not depend on who has an account.
  const passwordHash = await hashPassword(input.password);
  const trialEndsAt = new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
  const existing = await findUserByEmail(db, input.email);
  if (existing && !isAwaitingVerification(existing)) {
    const { isSent } = await requestPasswordReset({
      db,
      mailer,
      email: input.email,
      baseUrl,
      reason: "sign-up",
      now,
    });
    return isSent ? "existing account told" : "nothing sent";
  }

  const created = await db.transaction(async (tx) => {
    if (!existing) {
      // Checked again under a lock: requests that passed the route's check together.
      if (!(await isUnderCeilingLocked({ db: tx, kind: "sign-up", perHour, now }))) return null;
      const user = await insertAccount(tx, {
        email: input.email,
        name: input.name,
        role: "shop_owner",
        passwordHash,
        restaurantName: input.restaurantName,
        restaurantKind: "standard",
        trialEndsAt,
        emailVerifiedAt: null,
      });
      const token = await issueVerificationToken(tx, { userId: user.id, now });
      return token ? { user, token, outcome: "created" as const } : null;
    }
    return replacePending(tx, { user: existing, input, passwordHash, trialEndsAt, now });
  });
  if (!created) return "nothing sent";
  await sendVerificationEmail({ db, mailer, user: created.user, token: created.token, baseUrl });
  return created.outcome;
}

/** Under the account's lock: the new details and a new link, or nothing past the limit. */
async function replacePending(
  tx: Database,
  {
    user,
    input,
    passwordHash,
    trialEndsAt,
    now,
  }: {
    user: UserRow;
    input: SignUpInput;
    passwordHash: string;
    trialEndsAt: Date;
    now: Date;
  },
): Promise<{ user: UserRow; token: string; outcome: SignUpOutcome } | null> {
  if (!(await lockUser(tx, user.id))) return null;
  const current = await findUserById(tx, user.id);
  const restaurantId = current && (await findLocationOf(tx, current.id, null));
  if (!current || !restaurantId || !isAwaitingVerification(current)) return null;
  const token = await issueVerificationToken(tx, { userId: user.id, now, isReplacing: true });
  if (!token) return null;
  await replacePendingOwner(tx, { userId: current.id, name: input.name, passwordHash, now });
  await renameTrialRestaurant(tx, {
    restaurantId,
    name: input.restaurantName,
    trialEndsAt,
    now,
  });
  return { user: { ...current, name: input.name }, token, outcome: "pending account replaced" };
}
