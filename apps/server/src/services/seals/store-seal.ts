import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { SEAL_LIMITS, SEAL_MSG, type SealKind } from '@evidence/shared/constants';
import type { TSealItem } from '@evidence/shared/contracts';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import type { SealPng } from './render-seal';
import { lockSealOwner, toSealItem, type SealDeps } from './seal-item';

export interface NewSeal {
  ownerId: number;
  actorId: number;
  name: string;
  kind: SealKind;
  image: SealPng;
  ip: string | null;
  /** refuses when the owner already holds a live seal of this kind and name (generated seals) */
  uniqueName?: boolean;
}

/**
 * Stores a seal: the PNG in the BlobStore under seals/<yyyymm>/<random>.png first (a failed put
 * leaves no row), then in one transaction the row, the default flag when the account has no default
 * yet (its first seal) and the `seal.create` audit row. The account limit and the one-generated-seal
 * rule are checked under the owner's lock. A refused transaction removes the stored bytes again.
 */
export async function storeSeal(deps: SealDeps, seal: NewSeal): Promise<TSealItem> {
  const month = new Date().toISOString().slice(0, 7).replace('-', '');
  const key = `seals/${month}/${randomBytes(16).toString('hex')}.png`;
  const sha256 = createHash('sha256').update(seal.image.png).digest('hex');
  await deps.blobs.put(key, Readable.from([seal.image.png]), { contentType: 'image/png' });
  try {
    const row = await deps.db.transaction().execute(async (trx) => {
      await lockSealOwner(trx, deps.dialect, seal.ownerId);
      const live = await trx.selectFrom('seals').select(['name', 'kind', 'is_default']).where('owner_user_id', '=', seal.ownerId).where('deleted_at', 'is', null).execute();
      if (live.length >= SEAL_LIMITS.perAccount) throw refuse(SEAL_MSG.tooMany);
      if (seal.uniqueName && live.some((s) => s.kind === seal.kind && s.name === seal.name)) throw refuse(SEAL_MSG.alreadyGenerated);
      const isDefault = live.some((s) => Number(s.is_default) === 1) ? 0 : 1;
      const now = Date.now();
      const inserted = await trx
        .insertInto('seals')
        .values({
          owner_user_id: seal.ownerId,
          name: seal.name,
          kind: seal.kind,
          blob_key: key,
          size: seal.image.png.length,
          width: seal.image.width,
          height: seal.image.height,
          sha256,
          is_default: isDefault,
          created_by_user_id: seal.actorId,
          created_at: now,
          deleted_at: null,
          deleted_by_user_id: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await writeAudit(trx, {
        actorType: 'user',
        actorId: seal.actorId,
        action: 'seal.create',
        targetType: 'seal',
        targetId: Number(inserted.id),
        ip: seal.ip,
        detail: { kind: seal.kind, name: seal.name, sha256, size: seal.image.png.length, isDefault: isDefault === 1 },
      });
      return inserted;
    });
    return toSealItem(row, deps.sign);
  } catch (err) {
    await deps.blobs.delete(key).catch(() => undefined);
    throw err;
  }
}
