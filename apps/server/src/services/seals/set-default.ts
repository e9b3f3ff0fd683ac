import { SEAL_MSG } from '@evidence/shared/constants';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { findLiveSeal, lockSealOwner, type SealDeps } from './seal-item';

/**
 * Makes one of the owner's live seals the default, in one transaction: the old default is cleared
 * first, then the new one set, then the `seal.setDefault` audit row (naming the previous default).
 * Another account's or a deleted seal answers '印章不存在或已删除'; the current default answers
 * '该印章已是默认印章' and changes nothing.
 */
export async function setDefaultSeal(deps: SealDeps, ownerId: number, actorId: number, id: number, ip: string | null): Promise<{ id: number }> {
  return deps.db.transaction().execute(async (trx) => {
    await lockSealOwner(trx, deps.dialect, ownerId);
    const seal = await findLiveSeal(trx, ownerId, id);
    if (!seal) throw refuse(SEAL_MSG.notFound);
    if (Number(seal.is_default) === 1) throw refuse(SEAL_MSG.alreadyDefault);
    const previous = await trx
      .updateTable('seals')
      .set({ is_default: 0 })
      .where('owner_user_id', '=', ownerId)
      .where('is_default', '=', 1)
      .where('deleted_at', 'is', null)
      .returning('id')
      .execute();
    await trx.updateTable('seals').set({ is_default: 1 }).where('id', '=', id).execute();
    await writeAudit(trx, {
      actorType: 'user',
      actorId,
      action: 'seal.setDefault',
      targetType: 'seal',
      targetId: id,
      ip,
      detail: { previous: previous.map((r) => Number(r.id)) },
    });
    return { id };
  });
}
