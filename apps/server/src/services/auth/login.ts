import type { Db } from '../../db/connect';
import { writeAudit } from '../audit/write-audit';
import { checkPasswordWithLockout, type LoginPolicy } from './password-login';
import { createSession, type SessionPolicy } from './sessions';

/** Logs a user in; answers the session token. The role to use comes from the user's last choice. */
export async function loginUser(
  db: Db,
  input: { phone: string; password: string; captchaKey?: string | undefined; imgCode?: string | undefined },
  policies: { lockout: LoginPolicy; session: SessionPolicy },
  client: { ip: string | null; userAgent: string | null },
): Promise<{ token: string; userId: number }> {
  const user = await db.selectFrom('users').selectAll().where('phone', '=', input.phone).executeTakeFirst();
  try {
    await checkPasswordWithLockout(db, 'users', user, input, policies.lockout, client.ip);
  } catch (err) {
    if (user) await writeAudit(db, { actorType: 'anonymous', actorId: null, action: 'user.login_failed', targetType: 'user', targetId: user.id, ip: client.ip });
    throw err;
  }
  const account = user!;
  const token = await createSession(db, { type: 'user', id: account.id }, policies.session, client);
  await writeAudit(db, { actorType: 'user', actorId: account.id, action: 'user.login', targetType: 'user', targetId: account.id, ip: client.ip });
  return { token, userId: account.id };
}
