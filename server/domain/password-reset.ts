import { eq } from 'drizzle-orm';
import { errorCatalogue } from '../../contract/errors';
import type { UpdatePasswordRequest } from '../../contract/member';
import { CODE_TYPE, UPDATE_TYPE } from '../../contract/member-constants';
import { isValidNewPassword } from '../../contract/rules/password';
import type { Deps } from '../app-env';
import { members } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { DomainError } from '../http/respond';
import { emailAccount, phoneAccount } from './accounts';
import { findMemberByAccount } from './members';
import { hashPassword } from './passwords';
import { revokeAllSessions } from './sessions';
import { verifyCode } from './verification-codes';

/**
 * PUT update_password: a new password with a reset code (code_type 5). The new password must
 * pass contract's rule for a chosen password (1101020 otherwise, and nothing changes). On success
 * the account is unlocked and every session of the member is revoked (SPEC.md §4).
 */
export async function resetPassword(deps: Deps, input: UpdatePasswordRequest): Promise<void> {
  const account =
    input.update_type === UPDATE_TYPE.phone
      ? phoneAccount(input.country_code, input.account)
      : emailAccount(input.account);
  const password = deps.keys.decrypt(input.password);
  if (password === null || !isValidNewPassword(password)) {
    throw new DomainError(errorCatalogue.invalidParameter, 'Invalid parameter: password');
  }
  // Hashed before the transaction: scrypt takes a third of a second and needs no lock.
  const passwordHash = await hashPassword(password);
  const now = deps.clock.now();
  const done = await inTransaction(deps.db, async (tx) => {
    if (!(await verifyCode(tx, account, CODE_TYPE.reset, input.check_code, now))) return false;
    // No reset code is ever stored for an unknown account, so this is belt and braces.
    const member = await findMemberByAccount(tx, account);
    if (!member) return false;
    await tx
      .update(members)
      .set({ passwordHash, failedPasswordCount: 0, failedPasswordSince: null, lockedUntil: null })
      .where(eq(members.id, member.id));
    await revokeAllSessions(tx, member.id, now);
    return true;
  });
  if (!done) throw new DomainError(errorCatalogue.verificationCodeInvalid);
}
