import { ESIGN_SEAL_SOURCE_NAMES, ESIGN_SEAL_TYPE_NAMES, type EsignSealSource, type EsignSealType } from '@evidence/shared/constants';
import type { TEsignSealItem } from '@evidence/shared/contracts';
import type { Db, DialectName } from '../../../db/connect';
import type { EsignSeal } from '../../../db/schema';
import type { BlobStore } from '../../../providers/blob/blob-store';
import type { SignFor } from '../../downloads/download-urls';
import { signDownload } from '../../downloads/signed-url';

/** What the seal services need (the routes build it from the AppContext). */
export interface EsignSealDeps {
  db: Db;
  dialect: DialectName;
  blobs: BlobStore;
  sign: SignFor;
}

/** The download-token kind of a company seal's image (checked by GET /api/ElcSign/sealImage). */
export const ESIGN_SEAL_IMAGE_KIND = 'esign-seal-image';

/** A link an <img> can load: signed for the owner (the company main account), short-lived like the seal pictures. */
export function esignSealImageUrl(sign: SignFor, id: number, ownerId: number, now = Date.now()): string {
  const token = signDownload(sign.secret, { kind: ESIGN_SEAL_IMAGE_KIND, id: String(id), userId: ownerId, exp: now + sign.ttlMs, via: 'owner' });
  return `/api/ElcSign/sealImage?id=${id}&token=${encodeURIComponent(token)}`;
}

export function toEsignSealItem(row: EsignSeal, sign: SignFor, now = Date.now()): TEsignSealItem {
  const type = row.seal_type as EsignSealType;
  const source = row.source as EsignSealSource;
  return {
    id: Number(row.id),
    name: row.name,
    seal_type: type,
    seal_type_name: ESIGN_SEAL_TYPE_NAMES[type],
    source,
    source_name: ESIGN_SEAL_SOURCE_NAMES[source],
    width: Number(row.width),
    height: Number(row.height),
    size: Number(row.size),
    sha256: row.sha256,
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
    image_url: esignSealImageUrl(sign, Number(row.id), Number(row.owner_user_id), now),
  };
}

/** The company's live seal with this id, or undefined: another company's seal looks exactly missing. */
export function findLiveEsignSeal(db: Db, ownerId: number, id: number) {
  return db.selectFrom('esign_seals').selectAll().where('id', '=', id).where('owner_user_id', '=', ownerId).where('deleted_at', 'is', null).executeTakeFirst();
}
