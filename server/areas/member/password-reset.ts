import { eq } from 'drizzle-orm';
import { errorCatalogue } from '../../../contract/errors';
import type { UpdatePasswordRequest } from '../../../contract/member';
import { CODE_TYPE, UPDATE_TYPE } from '../../../contract/member-constants';
import { isValidNewPassword } from '../../../contract/rules/password';
import type { Deps } from '../../app-env';
import { members } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { DomainError } from '../../lib/domain-error';
import { emailAccount, phoneAccount } from './accounts';
import { isCommonPassword } from '../../lib/common-passwords';
import { passwordLimitKey } from './login';
import { findMemberByAccount } from './members';
import { forgetHits } from '../../lib/rate-limits';
import { hashPassword } from './passwords';
import { revokeAllSessions } from './sessions';
import { verifyCode } from './verification-codes';

/**
 * PUT update_password: a new password with a reset code (code_type 5). The new password must
 * pass contract's rule for a chosen password (1101020 otherwise, and nothing changes). On success
 * the captcha gate on password login lifts and every session of the member is revoked (SPEC.md §4).
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
  // Decision (ADR 012): a common password answers 1101016 ("does not comply with the standard").
  if (isCommonPassword(password)) throw new DomainError(errorCatalogue.passwordInvalid);
  const now = deps.clock.now();
  // The code first, scrypt after: a wrong code must cost nothing. A right one is used
  // up here, so the hash below runs at most once per code sent.
  const verdict = await inTransaction(deps.db, async (tx) => {
    const result = await verifyCode(tx, account, CODE_TYPE.reset, input.check_code, now);
    if (result !== 'right') return result;
    // No reset code is ever stored for an unknown account, so this is belt and braces.
    return (await findMemberByAccount(tx, account)) ?? 'wrong';
  });
  if (verdict === 'wrong') throw new DomainError(errorCatalogue.verificationCodeInvalid);
  if (verdict === 'tooMany') throw new DomainError(errorCatalogue.tooManyWrongCodes);
  const passwordHash = await hashPassword(password);
  await inTransaction(deps.db, async (tx) => {
    await tx.update(members).set({ passwordHash }).where(eq(members.id, verdict.id));
    // A reset proves the member holds the account: the captcha gate on password login lifts.
    await forgetHits(tx, passwordLimitKey(account));
    await revokeAllSessions(tx, verdict.id, now);
  });
}
