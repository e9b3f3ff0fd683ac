import { ESIGN_MSG, ESIGN_SEAL_MSG, type EsignSealType } from '@evidence/shared/constants';
import type { TEsignSealItem } from '@evidence/shared/contracts';
import { refuse } from '../../../errors';
import { writeAudit } from '../../audit/write-audit';
import { lockSealOwner } from '../../seals/seal-item';
import { findLiveEsignSeal, toEsignSealItem, type EsignSealDeps } from './seal-row';

/**
 * sealSave: renames or retypes a live seal in one transaction with the `esign.seal.save` audit row
 * (before and after). The image never changes. A generated seal prints its kind (合同专用章 has no star
 * and says so), so its type stays as drawn (decision 415); an uploaded one may be retyped.
 */
export async function saveEsignSeal(
  deps: EsignSealDeps,
  companyId: number,
  input: { id: number; name: string; sealType: EsignSealType; ip: string | null },
): Promise<TEsignSealItem> {
  const row = await deps.db.transaction().execute(async (trx) => {
    await lockSealOwner(trx, deps.dialect, companyId);
    const seal = await findLiveEsignSeal(trx, companyId, input.id);
    if (!seal) throw refuse(ESIGN_MSG.sealNotFound);
    if (seal.source === 'generated' && seal.seal_type !== input.sealType) throw refuse(ESIGN_SEAL_MSG.generatedTypeFixed);
    const updated = await trx
      .updateTable('esign_seals')
      .set({ name: input.name, seal_type: input.sealType, updated_at: Date.now() })
      .where('id', '=', input.id)
      .where('deleted_at', 'is', null)
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      actorType: 'user',
      actorId: companyId,
      action: 'esign.seal.save',
      targetType: 'esign_seal',
      targetId: input.id,
      ip: input.ip,
      detail: { before: { name: seal.name, sealType: seal.seal_type }, after: { name: input.name, sealType: input.sealType } },
    });
    return updated;
  });
  return toEsignSealItem(row, deps.sign);
}
