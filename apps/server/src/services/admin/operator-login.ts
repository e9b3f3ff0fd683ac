import type { TOperator } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import { writeAudit } from '../audit/write-audit';
import { checkPasswordWithLockout, type LoginPolicy } from '../auth/password-login';
import { createSession, type SessionPolicy } from '../auth/sessions';

/** Operators sign in with the same failed-login rules as users, into sessions of their own kind. */
export async function loginOperator(
  db: Db,
  input: { phone: string; password: string; captchaKey?: string | undefined; imgCode?: string | undefined },
  policies: { lockout: LoginPolicy; session: SessionPolicy },
  client: { ip: string | null; userAgent: string | null },
): Promise<{ token: string; operator: TOperator }> {
  const found = await db.selectFrom('operators').selectAll().where('phone', '=', input.phone).where('disabled', '=', 0).executeTakeFirst();
  try {
    await checkPasswordWithLockout(db, 'operators', found, input, policies.lockout, client.ip);
  } catch (err) {
    if (found) await writeAudit(db, { actorType: 'anonymous', actorId: null, action: 'operator.login_failed', targetType: 'operator', targetId: found.id, ip: client.ip });
    throw err;
  }
  const op = found!;
  const token = await createSession(db, { type: 'operator', id: op.id }, policies.session, client);
  await writeAudit(db, { actorType: 'operator', actorId: op.id, action: 'operator.login', targetType: 'operator', targetId: op.id, ip: client.ip });
  return { token, operator: { id: op.id, name: op.name, phone: op.phone, role: op.role } };
}
