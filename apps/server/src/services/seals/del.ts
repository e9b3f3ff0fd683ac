import { SEAL_MSG } from '@evidence/shared/constants';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { findLiveSeal, lockSealOwner, type SealDeps } from './seal-item';

/**
 * Deletes a non-default seal (001 §2.4; decision 140): a soft delete — the row and its PNG stay, so
 * documents signed with it can still show it — plus the `seal.delete` audit row, in one transaction.
 * The default seal is refused ('默认印章不能删除…'); another account's or an already deleted seal
 * answers '印章不存在或已删除'.
 */
export async function deleteSeal(deps: SealDeps, ownerId: number, actorId: number, id: number, ip: string | null): Promise<{ id: number }> {
  return deps.db.transaction().execute(async (trx) => {
    await lockSealOwner(trx, deps.dialect, ownerId);
    const seal = await findLiveSeal(trx, ownerId, id);
    if (!seal) throw refuse(SEAL_MSG.notFound);
    if (Number(seal.is_default) === 1) throw refuse(SEAL_MSG.deleteDefault);
    await trx.updateTable('seals').set({ deleted_at: Date.now(), deleted_by_user_id: actorId }).where('id', '=', id).where('deleted_at', 'is', null).execute();
    await writeAudit(trx, {
      actorType: 'user',
      actorId,
      action: 'seal.delete',
      targetType: 'seal',
      targetId: id,
      ip,
      detail: { name: seal.name, kind: seal.kind, sha256: seal.sha256 },
    });
    return { id };
  });
}
