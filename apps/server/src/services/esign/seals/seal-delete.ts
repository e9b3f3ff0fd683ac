import { ESIGN_MSG } from '@evidence/shared/constants';
import { refuse } from '../../../errors';
import { writeAudit } from '../../audit/write-audit';
import { lockSealOwner } from '../../seals/seal-item';
import { findLiveEsignSeal, type EsignSealDeps } from './seal-row';

/**
 * sealDelete: a soft delete (deleted_at) with the `esign.seal.delete` audit row, in one transaction.
 * The row and the PNG stay: documents already signed hold the image and the audit page names the seal
 * by its SHA-256 (decision 412). From now on it is neither listed nor usable by a signer.
 */
export async function deleteEsignSeal(deps: EsignSealDeps, companyId: number, id: number, ip: string | null): Promise<{ id: number }> {
  return deps.db.transaction().execute(async (trx) => {
    await lockSealOwner(trx, deps.dialect, companyId);
    const seal = await findLiveEsignSeal(trx, companyId, id);
    if (!seal) throw refuse(ESIGN_MSG.sealNotFound);
    await trx.updateTable('esign_seals').set({ deleted_at: Date.now() }).where('id', '=', id).where('deleted_at', 'is', null).execute();
    await writeAudit(trx, {
      actorType: 'user',
      actorId: companyId,
      action: 'esign.seal.delete',
      targetType: 'esign_seal',
      targetId: id,
      ip,
      detail: { name: seal.name, sealType: seal.seal_type, source: seal.source, sha256: seal.sha256 },
    });
    return { id };
  });
}
