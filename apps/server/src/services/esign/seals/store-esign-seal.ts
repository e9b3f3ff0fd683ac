import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { ESIGN_SEAL_LIMITS, ESIGN_SEAL_MSG, type EsignSealSource, type EsignSealType } from '@evidence/shared/constants';
import type { TEsignSealItem } from '@evidence/shared/contracts';
import type { EsignSeal } from '../../../db/schema';
import { refuse } from '../../../errors';
import { writeAudit } from '../../audit/write-audit';
import type { SealPng } from '../../seals/render-seal';
import { lockSealOwner } from '../../seals/seal-item';
import { toEsignSealItem, type EsignSealDeps } from './seal-row';

export interface NewEsignSeal {
  companyId: number;
  actorId: number;
  name: string;
  sealType: EsignSealType;
  source: EsignSealSource;
  image: SealPng;
  ip: string | null;
  /**
   * Made by the platform, not by a person at the keyboard (the 合同专用章 generated at the company's
   * verification approval, decision 825): the audit row's actor is `system` with this detail, and the seal is
   * stored only if the company has no live seal of its kind at all (generated or uploaded), checked under the
   * same lock as the limit; otherwise storeEsignSeal answers null and stores nothing.
   */
  automatic?: { detail: Record<string, unknown> };
}

/**
 * Stores a company seal: the PNG in the BlobStore under esign-seals/<yyyymm>/<random>.png first (a
 * failed put leaves no row), then in one transaction under the company's lock the limit check, the
 * one-generated-seal-per-kind rule (decision 414), the row and the `esign.seal.create` audit row. A
 * refused or failed transaction removes the stored bytes again, so nothing is left half-written.
 */
export async function storeEsignSeal(deps: EsignSealDeps, seal: Omit<NewEsignSeal, 'automatic'>): Promise<TEsignSealItem> {
  const row = await insertEsignSeal(deps, seal);
  if (!row) throw new Error('storeEsignSeal: a seal made by a person is always stored or refused');
  return toEsignSealItem(row, deps.sign);
}

/** storeEsignSeal's work, answering the stored row (null only for an `automatic` seal the company did not need). */
export async function insertEsignSeal(deps: Omit<EsignSealDeps, 'sign'>, seal: NewEsignSeal): Promise<EsignSeal | null> {
  const month = new Date().toISOString().slice(0, 7).replace('-', '');
  const key = `esign-seals/${month}/${randomBytes(16).toString('hex')}.png`;
  const sha256 = createHash('sha256').update(seal.image.png).digest('hex');
  await deps.blobs.put(key, Readable.from([seal.image.png]), { contentType: 'image/png' });
  try {
    const row = await deps.db.transaction().execute(async (trx) => {
      await lockSealOwner(trx, deps.dialect, seal.companyId);
      const live = await trx.selectFrom('esign_seals').select(['seal_type', 'source']).where('owner_user_id', '=', seal.companyId).where('deleted_at', 'is', null).execute();
      if (seal.automatic && (live.some((s) => s.seal_type === seal.sealType) || live.length >= ESIGN_SEAL_LIMITS.perCompany)) return null;
      if (live.length >= ESIGN_SEAL_LIMITS.perCompany) throw refuse(ESIGN_SEAL_MSG.tooMany);
      if (seal.source === 'generated' && live.some((s) => s.source === 'generated' && s.seal_type === seal.sealType)) throw refuse(ESIGN_SEAL_MSG.alreadyGenerated);
      const now = Date.now();
      const inserted = await trx
        .insertInto('esign_seals')
        .values({
          owner_user_id: seal.companyId,
          name: seal.name,
          seal_type: seal.sealType,
          source: seal.source,
          blob_key: key,
          size: seal.image.png.length,
          width: seal.image.width,
          height: seal.image.height,
          sha256,
          created_by_user_id: seal.actorId,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await writeAudit(trx, {
        actorType: seal.automatic ? 'system' : 'user',
        actorId: seal.automatic ? null : seal.actorId,
        action: 'esign.seal.create',
        targetType: 'esign_seal',
        targetId: Number(inserted.id),
        ip: seal.ip,
        detail: { name: seal.name, sealType: seal.sealType, source: seal.source, sha256, size: seal.image.png.length, ...seal.automatic?.detail },
      });
      return inserted;
    });
    if (!row) await deps.blobs.delete(key).catch(() => undefined);
    return row;
  } catch (err) {
    await deps.blobs.delete(key).catch(() => undefined);
    throw err;
  }
}
