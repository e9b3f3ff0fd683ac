import { isPassword, isPhone } from '@evidence/shared/validators';
import type { Db } from '../../db/connect';
import { writeAudit } from '../audit/write-audit';
import { hashPassword } from '../auth/passwords';

/** Creates an operator, or sets the name and password of an existing one (safe to run twice). */
export async function upsertOperator(db: Db, input: { phone: string; name: string; password: string }): Promise<{ id: number; created: boolean }> {
  if (!isPhone(input.phone)) throw new Error('手机号格式不正确');
  if (!isPassword(input.password)) throw new Error('密码须为6-18位数字字母组合');
  if (!input.name.trim()) throw new Error('请填写姓名');
  const hash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('operators').select('id').where('phone', '=', input.phone).executeTakeFirst();
    if (existing) {
      await trx.updateTable('operators').set({ name: input.name, password_hash: hash, disabled: 0, failed_logins: 0, locked_until: null }).where('id', '=', existing.id).execute();
      await writeAudit(trx, { actorType: 'system', actorId: null, action: 'operator.update', targetType: 'operator', targetId: existing.id });
      return { id: existing.id, created: false };
    }
    const row = await trx
      .insertInto('operators')
      .values({ phone: input.phone, name: input.name, password_hash: hash, failed_logins: 0, locked_until: null, disabled: 0, created_at: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, { actorType: 'system', actorId: null, action: 'operator.create', targetType: 'operator', targetId: row.id });
    return { id: row.id, created: true };
  });
}
