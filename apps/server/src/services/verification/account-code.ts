import { SmsPurpose, VERIFY_MSG } from '@evidence/shared/constants';
import type { TAccountCodeResponse } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import { isPhoneRegistered } from '../auth/register';
import { sendSmsCode } from '../auth/sms-codes';
import { changeRefusal } from './state-machine';
import { userById } from './submit-form';

/**
 * POST /api/user/accountCode with mobile: the SMS code that proves the new account phone of a
 * verified company, with the limits of every SMS send (60 s resend, per phone per day, per address
 * per hour; decision 8). A phone another account uses is refused before anything is sent.
 */
export async function sendAccountCode(ctx: AppContext, userId: number, mobile: string, ip: string | null): Promise<TAccountCodeResponse> {
  const user = await userById(ctx.db, userId);
  const refusal = changeRefusal(user, 'account');
  if (refusal) throw refuse(refusal);
  if (mobile === user.phone) throw refuse(VERIFY_MSG.samePhone);
  if (await isPhoneRegistered(ctx.db, mobile)) throw refuse(VERIFY_MSG.phoneTaken);
  const sent = await sendSmsCode(ctx.db, ctx.sms, { phone: mobile, purpose: SmsPurpose.companyAccount, ip }, ctx.config.sms);
  return { smsCodeToken: sent.smsToken, resendAfter: sent.resendAfter };
}
