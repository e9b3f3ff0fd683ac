import { SmsPurpose, VERIFY_MSG } from '@evidence/shared/constants';
import type { TUpdateAccountResponse } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { isPhoneRegistered } from '../auth/register';
import { consumeSmsCode } from '../auth/sms-codes';
import { maskPhone } from '../privacy/mask';
import { accountChangedNotice, noticeUser } from './notices';
import { changeRefusal } from './state-machine';
import { isUniqueViolation, userById } from './submit-form';

/**
 * POST /api/user/updateAccount with contactPhone, smsCode, smsCodeToken: the verified company's
 * public account — the phone it logs in with — becomes contactPhone, proven by the code sent to it
 * (decision "public account"). The verified submission is not touched; sessions stay; the change is
 * audited and noticed to the account.
 */
export async function updateAccount(
  ctx: AppContext,
  userId: number,
  input: { contactPhone: string; smsCode: string; smsCodeToken?: string | undefined },
  ip: string | null,
): Promise<TUpdateAccountResponse> {
  const user = await userById(ctx.db, userId);
  const refusal = changeRefusal(user, 'account');
  if (refusal) throw refuse(refusal);
  const phone = input.contactPhone;
  if (phone === user.phone) throw refuse(VERIFY_MSG.samePhone);
  if (await isPhoneRegistered(ctx.db, phone)) throw refuse(VERIFY_MSG.phoneTaken);
  // counted on its own, so a wrong code counts even though nothing else changes
  await consumeSmsCode(ctx.db, { phone, purpose: SmsPurpose.companyAccount, code: input.smsCode, smsToken: input.smsCodeToken });
  const at = Date.now();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ phone, updated_at: at }).where('id', '=', userId).execute();
      await writeAudit(trx, {
        actorType: 'user',
        actorId: userId,
        action: 'verification.account_change',
        targetType: 'user',
        targetId: userId,
        ip,
        detail: { from: maskPhone(user.phone), to: maskPhone(phone) },
      });
      await noticeUser(trx, userId, accountChangedNotice(maskPhone(phone)), at);
    });
  } catch (err) {
    // another account took the phone between the check and the update
    if (isUniqueViolation(err)) throw refuse(VERIFY_MSG.phoneTaken);
    throw err;
  }
  return { phone };
}
