import { createHash } from 'node:crypto';
import { AccountType, ESIGN_MSG, ESIGN_SEAL_MSG, VerifyStatus, type EsignSealType } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/connect';
import type { EsignSeal } from '../../../db/schema';
import { refuse } from '../../../errors';
import { BlobMissingError } from '../../../providers/blob/blob-store';
import { findLiveEsignSeal } from './seal-row';

/** A seal a company signer may pick (no image link: the signer's pages ask openEsignSealImage). */
export interface UsableEsignSeal {
  id: number;
  name: string;
  sealType: EsignSealType;
  width: number;
  height: number;
  sha256: string;
}

/** A seal's image as it is stamped: the PNG bytes, checked against the SHA-256 recorded when it was made. */
export interface EsignSealImage extends UsableEsignSeal {
  png: Buffer;
}

/** Whether the account is a company whose real-name verification holds: only such a company's seals are usable. */
async function isVerifiedCompany(db: Db, companyUserId: number): Promise<boolean> {
  const u = await db.selectFrom('users').select(['account_type', 'verify_status']).where('id', '=', companyUserId).executeTakeFirst();
  return !!u && Number(u.account_type) === AccountType.company && Number(u.verify_status) === VerifyStatus.verified;
}

/**
 * For the phone-signing helper (docs/esign.md "Company e-seals"; stable signature): the live seals of a
 * verified company, newest first; [] for anyone else. Deleted seals are never offered.
 */
export async function listUsableCompanySeals(db: Db, companyUserId: number): Promise<UsableEsignSeal[]> {
  if (!(await isVerifiedCompany(db, companyUserId))) return [];
  const rows = await db
    .selectFrom('esign_seals')
    .select(['id', 'name', 'seal_type', 'width', 'height', 'sha256'])
    .where('owner_user_id', '=', companyUserId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name, sealType: r.seal_type as EsignSealType, width: Number(r.width), height: Number(r.height), sha256: r.sha256 }));
}

/**
 * THE check of a seal image (the only one; every reader of a seal's bytes goes through it): the stored
 * PNG, refused ESIGN_SEAL_MSG.imageGone when the bytes are gone and imageDamaged when they no longer hash
 * to the SHA-256 recorded when the seal was made (a direct write to blob_key or to the file) — a changed
 * image is never shown, stamped or drawn.
 */
export async function checkedSealImage(ctx: Pick<AppContext, 'blobs'>, row: EsignSeal): Promise<EsignSealImage> {
  let png: Buffer;
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await ctx.blobs.get(row.blob_key)) chunks.push(Buffer.from(chunk as Buffer));
    png = Buffer.concat(chunks);
  } catch (err) {
    if (err instanceof BlobMissingError) throw refuse(ESIGN_SEAL_MSG.imageGone);
    throw err;
  }
  if (createHash('sha256').update(png).digest('hex') !== row.sha256) throw refuse(ESIGN_SEAL_MSG.imageDamaged);
  return { id: Number(row.id), name: row.name, sealType: row.seal_type as EsignSealType, width: Number(row.width), height: Number(row.height), sha256: row.sha256, png };
}

/**
 * For the phone-signing helper and GET sealImage (stable signature): the PNG of a live seal of a verified
 * company. Refuses ESIGN_MSG.sealNotFound for a missing, deleted or other company's seal (all alike), and
 * what checkedSealImage refuses.
 */
export async function openEsignSealImage(ctx: Pick<AppContext, 'db' | 'blobs'>, companyUserId: number, sealId: number): Promise<EsignSealImage> {
  if (!(await isVerifiedCompany(ctx.db, companyUserId))) throw refuse(ESIGN_MSG.sealNotFound);
  const row = await findLiveEsignSeal(ctx.db, companyUserId, sealId);
  if (!row) throw refuse(ESIGN_MSG.sealNotFound);
  return checkedSealImage(ctx, row);
}

/**
 * For the completion (flow-drawings.ts): a seal a signer already stamped, by id — deleted since or not
 * (the row is soft-deleted, its image kept), whatever the company's verification is now — checked by
 * checkedSealImage like any other read. Refuses ESIGN_MSG.sealNotFound when the row is gone.
 */
export async function openUsedSealImage(ctx: Pick<AppContext, 'db' | 'blobs'>, sealId: number): Promise<EsignSealImage> {
  const row = await ctx.db.selectFrom('esign_seals').selectAll().where('id', '=', sealId).executeTakeFirst();
  if (!row) throw refuse(ESIGN_MSG.sealNotFound);
  return checkedSealImage(ctx, row);
}
