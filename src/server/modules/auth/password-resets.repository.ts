import { resetTokens } from "./single-use-tokens";

/** Password-reset links (decision 010), kept like every emailed link (`single-use-tokens.ts`). */
export const insertResetToken = resetTokens.insert;
export const countResetTokensSince = resetTokens.countSince;
export const consumeResetToken = resetTokens.consume;
/** Once a link has been used, the account's other outstanding links stop working too. */
export const expireUserResetTokens = resetTokens.expireForUser;
export const deleteDeadResetTokens = resetTokens.deleteDead;
