import { MSG, SmsPurpose, VerifyStatus } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { GIFT_DESCRIPTION, grantGift } from '../points/grant-gift';
import { consumeCaptcha } from './captcha';
import { hashPassword } from './passwords';
import { consumeSmsCode } from './sms-codes';

export async function isPhoneRegistered(db: Db, phone: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
  return row !== undefined;
}

/**
 * Creates an account after the image captcha (checked first, so a wrong one spends no try of the SMS
 * code) and the SMS code that proves the phone; the account starts unverified, with the
 * registration gift of points (POINTS_REGISTER_GIFT, in hundredths) in the same transaction.
 */
export async function registerUser(
  db: Db,
  input: { phone: string; password: string; smsCode: string; smsToken?: string | undefined; captchaKey: string; imgCode: string },
  ip: string | null,
  giftCents = 0,
): Promise<number> {
  await consumeCaptcha(db, input.captchaKey, input.imgCode);
  if (await isPhoneRegistered(db, input.phone)) throw refuse(MSG.phoneRegistered);
  await consumeSmsCode(db, { phone: input.phone, purpose: SmsPurpose.register, code: input.smsCode, smsToken: input.smsToken });
  const passwordHash = await hashPassword(input.password);
  const now = Date.now();
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({
          phone: input.phone,
          password_hash: passwordHash,
          account_type: 0,
          verify_status: VerifyStatus.unverified,
          company: null,
          contact_name: null,
          repair_type: null,
          extract_code: null,
          points_cents: 0,
          failed_logins: 0,
          locked_until: null,
          last_role: '1',
          last_company_id: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeAudit(trx, { actorType: 'user', actorId: user.id, action: 'user.register', targetType: 'user', targetId: user.id, ip });
      await grantGift(trx, user.id, giftCents, GIFT_DESCRIPTION.register);
      return user.id;
    });
  } catch (err) {
    // Two registrations of one phone at once: the unique index refuses the second.
    if (await isPhoneRegistered(db, input.phone)) throw refuse(MSG.phoneRegistered);
    throw err;
  }
}
