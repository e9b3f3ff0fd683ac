import { MSG, SmsPurpose } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { hashPassword } from './passwords';
import { revokeAllSessions } from './sessions';
import { consumeSmsCode } from './sms-codes';

/** Sets a new password after the SMS code proves the phone; every session of the account ends. */
export async function resetPassword(
  db: Db,
  input: { phone: string; smsCode: string; smsToken?: string | undefined; password: string },
  ip: string | null,
): Promise<void> {
  const user = await db.selectFrom('users').select('id').where('phone', '=', input.phone).executeTakeFirst();
  if (!user) throw refuse(MSG.phoneNotRegistered);
  await consumeSmsCode(db, { phone: input.phone, purpose: SmsPurpose.resetPassword, code: input.smsCode, smsToken: input.smsToken });
  const hash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: hash, failed_logins: 0, locked_until: null, updated_at: Date.now() })
      .where('id', '=', user.id)
      .execute();
    await revokeAllSessions(trx, { type: 'user', id: user.id });
    await writeAudit(trx, { actorType: 'user', actorId: user.id, action: 'user.reset_password', targetType: 'user', targetId: user.id, ip });
  });
}
