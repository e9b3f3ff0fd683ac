import { CERT_MSG, EVIDENCE_MSG, EvidenceStatus } from '@evidence/shared/constants';
import type { AppContext } from '../../context';
import type { Evidence } from '../../db/schema';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { verifyDownload, type DownloadGrant } from '../downloads/signed-url';
import { CustodyAction, writeCustody, type CustodyEntry } from '../evidence/custody';

/** The grant of a signed download URL of this kind, or a refusal that does not say which check failed. */
export function grantOf(ctx: AppContext, token: string, kind: string): DownloadGrant {
  const grant = verifyDownload(ctx.downloadSecret, token, kind);
  if (!grant || !/^\d{1,15}$/.test(grant.id)) throw refuse(CERT_MSG.downloadLinkInvalid);
  return grant;
}

/** The record behind a grant, re-checked now: not deleted, 已上传 (000 §5 messages otherwise). */
export async function downloadableRecord(ctx: AppContext, id: number): Promise<Evidence> {
  const row = await ctx.db.selectFrom('evidence').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) throw refuse(EVIDENCE_MSG.notFound);
  return mustBeUploaded(row);
}

export function mustBeUploaded(row: Evidence): Evidence {
  if (row.status === EvidenceStatus.uploading) throw refuse(EVIDENCE_MSG.stillUploading);
  if (row.status !== EvidenceStatus.uploaded) throw refuse(EVIDENCE_MSG.missingNoDownload);
  return row;
}

/**
 * Whether the original is really there (and whole). When it is not, the record becomes 证据缺失
 * with a found_missing custody row, once, and the caller gets '证据缺失不可下载'.
 */
export async function mustHaveOriginal(ctx: AppContext, row: Evidence, ip: string | null): Promise<void> {
  const stat = row.blob_key ? await ctx.blobs.stat(row.blob_key) : null;
  if (stat && stat.size === Number(row.size)) return;
  await ctx.db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('evidence')
      .set({ status: EvidenceStatus.missing, updated_at: Date.now() })
      .where('id', '=', row.id)
      .where('status', '=', EvidenceStatus.uploaded)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return;
    await writeCustody(trx, { evidenceId: row.id, action: CustodyAction.foundMissing, actorType: 'system', actorId: null, ip, detail: { found: stat ? 'size_mismatch' : 'absent' } });
    await writeAudit(trx, { actorType: 'system', actorId: null, action: 'evidence.found_missing', targetType: 'evidence', targetId: row.id, ip, detail: { evidenceNo: row.evidence_no } });
  });
  throw refuse(EVIDENCE_MSG.missingNoDownload);
}

/** The custody row (and audit row) of a download through a grant: the user it was issued to, else a visitor. */
export async function recordDownload(ctx: AppContext, row: Evidence, grant: DownloadGrant, action: CustodyEntry['action'], ip: string | null): Promise<void> {
  const actorType = grant.userId === null ? 'visitor' : 'user';
  await ctx.db.transaction().execute(async (trx) => {
    await writeCustody(trx, { evidenceId: row.id, action, actorType, actorId: grant.userId, ip, detail: { via: grant.via ?? null } });
    await writeAudit(trx, { actorType: actorType === 'user' ? 'user' : 'anonymous', actorId: grant.userId, action: `evidence.${action}`, targetType: 'evidence', targetId: row.id, ip, detail: { via: grant.via ?? null } });
  });
}
