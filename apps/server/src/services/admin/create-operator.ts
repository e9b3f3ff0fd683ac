import { OPERATOR_ROLES, type OperatorRole } from '@evidence/shared/constants';
import { isPassword, isPhone } from '@evidence/shared/validators';
import type { Db } from '../../db/connect';
import { writeAudit } from '../audit/write-audit';
import { hashPassword } from '../auth/passwords';

export interface OperatorInput {
  phone: string;
  /** the name the console shows; a notary's is printed on the documents it signs off (受理通知书, 询问笔录, 公证书) */
  name: string;
  password: string;
  /** operator (the default) or notary; an update without it keeps the operator's role */
  role?: OperatorRole;
}

/** Creates an operator, or sets the name, password (and role, when given) of an existing one (safe to run twice). */
export async function upsertOperator(db: Db, input: OperatorInput): Promise<{ id: number; created: boolean }> {
  if (!isPhone(input.phone)) throw new Error('手机号格式不正确');
  if (!isPassword(input.password)) throw new Error('密码须为6-18位数字字母组合');
  const name = input.name.trim();
  if (!name) throw new Error('请填写姓名');
  if ([...name].length > 50) throw new Error('姓名不能超过50个字');
  if (input.role !== undefined && !OPERATOR_ROLES.includes(input.role)) throw new Error(`角色须为 ${OPERATOR_ROLES.join(' 或 ')}`);
  const hash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('operators').select(['id', 'role']).where('phone', '=', input.phone).executeTakeFirst();
    if (existing) {
      const role = input.role ?? existing.role;
      await trx.updateTable('operators').set({ name, password_hash: hash, role, disabled: 0, failed_logins: 0, locked_until: null }).where('id', '=', existing.id).execute();
      await writeAudit(trx, { actorType: 'system', actorId: null, action: 'operator.update', targetType: 'operator', targetId: existing.id, ...(role !== existing.role ? { detail: { role, before: existing.role } } : {}) });
      return { id: existing.id, created: false };
    }
    const role = input.role ?? 'operator';
    const row = await trx
      .insertInto('operators')
      .values({ phone: input.phone, name, password_hash: hash, role, failed_logins: 0, locked_until: null, disabled: 0, created_at: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, { actorType: 'system', actorId: null, action: 'operator.create', targetType: 'operator', targetId: row.id, detail: { role } });
    return { id: row.id, created: true };
  });
}
