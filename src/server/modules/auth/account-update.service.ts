import {
  type AccountUpdate,
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
} from "../../../domain/api/settings";
import type { Database } from "../../db/database";
import { isUniqueViolation } from "../../db/errors";
import { forbidden, notFound, validationFailed } from "../../errors";
import type { EventBus } from "../../events/event-bus";
import { hashPassword, verifyPassword } from "../../lib/password";
import { accountExists, assertEmailFree } from "./accounts.service";
import type { Session, SessionUser } from "./auth.service";
import { publishSessionsEnded } from "./session-events";
import { revokeUserSessions } from "./sessions.repository";
import { findUserById, updateUserDetails } from "./users.repository";

export const DEMO_ACCOUNT_LOCKED = "The demo account cannot be changed";

/**
 * Settings' Account: name, email and password. The current password guards the
 * email and the password; changing either ends every other session of the account at once
 * (their sockets too), while this browser stays signed in.
 */
export async function updateAccount({
  db,
  bus,
  session,
  input,
}: {
  db: Database;
  bus: EventBus;
  session: Session;
  input: AccountUpdate;
}): Promise<SessionUser> {
  if (session.user.role === "demo") throw forbidden(DEMO_ACCOUNT_LOCKED, "DEMO_ACCOUNT");
  const user = await findUserById(db, session.user.id);
  if (!user) throw notFound("Account not found");

  const isEmailChange = input.email !== user.email.toLowerCase();
  const isPasswordChange = input.newPassword !== undefined;
  const isSensitive = isEmailChange || isPasswordChange;
  if (isSensitive) {
    if (!input.currentPassword) {
      throw validationFailed([{ path: ["currentPassword"], message: CURRENT_PASSWORD_REQUIRED }]);
    }
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw validationFailed([{ path: ["currentPassword"], message: CURRENT_PASSWORD_WRONG }]);
    }
  }
  if (isEmailChange) await assertEmailFree(db, input.email, user.id);
  const passwordHash = input.newPassword ? await hashPassword(input.newPassword) : undefined;

  await db.transaction(async (tx) => {
    try {
      await updateUserDetails(tx, user.id, {
        name: input.name,
        ...(isEmailChange && { email: input.email }),
        ...(passwordHash && { passwordHash }),
      });
    } catch (error) {
      throw isUniqueViolation(error, "users_email_unique") ? accountExists() : error;
    }
    if (!isSensitive) return;
    await revokeUserSessions(tx, user.id, { except: session.id });
    await publishSessionsEnded(bus, tx, [user.id], { exceptSessionId: session.id });
  });
  return {
    id: user.id,
    name: input.name,
    email: isEmailChange ? input.email : user.email,
    role: user.role,
    restaurantId: session.user.restaurantId,
  };
}
