import { MSG } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { hashPassword, verifyPassword } from './passwords';
import { revokeAllSessions } from './sessions';

/** Changes the password of a logged-in user; all sessions end so the user logs in again (000 §5). */
export async function editPassword(
  db: Db,
  userId: number,
  input: { oldPassword: string; password: string },
  ip: string | null,
): Promise<void> {
  const user = await db.selectFrom('users').select(['id', 'password_hash']).where('id', '=', userId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(input.oldPassword, user.password_hash))) throw refuse(MSG.oldPasswordWrong);
  const hash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: hash, updated_at: Date.now() }).where('id', '=', userId).execute();
    await revokeAllSessions(trx, { type: 'user', id: userId });
    await writeAudit(trx, { actorType: 'user', actorId: userId, action: 'user.edit_password', targetType: 'user', targetId: userId, ip });
  });
}
