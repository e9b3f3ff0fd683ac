import type { TOperator } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import { writeAudit } from '../audit/write-audit';
import { checkPasswordWithLockout, type LockoutPolicy } from '../auth/password-login';
import { createSession, type SessionPolicy } from '../auth/sessions';

/** Operators sign in with the same lockout rules as users, into sessions of their own kind. */
export async function loginOperator(
  db: Db,
  input: { phone: string; password: string; captchaKey?: string | undefined; imgCode?: string | undefined },
  policies: { lockout: LockoutPolicy; session: SessionPolicy },
  client: { ip: string | null; userAgent: string | null },
): Promise<{ token: string; operator: TOperator }> {
  const found = await db.selectFrom('operators').selectAll().where('phone', '=', input.phone).where('disabled', '=', 0).executeTakeFirst();
  await checkPasswordWithLockout(db, 'operators', found, input, policies.lockout);
  const op = found!;
  const token = await createSession(db, { type: 'operator', id: op.id }, policies.session, client);
  await writeAudit(db, { actorType: 'operator', actorId: op.id, action: 'operator.login', targetType: 'operator', targetId: op.id, ip: client.ip });
  return { token, operator: { id: op.id, name: op.name, phone: op.phone } };
}
