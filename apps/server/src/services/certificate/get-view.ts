import type { TCertificateView } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import type { Evidence } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { downloadUrl } from '../downloads/download-urls';
import { signDownload } from '../downloads/signed-url';
import { isShareToken } from '../share/share-link';
import { certificateLedger } from './certificate-ledger';
import { deviceFacts, hasEnforceInfo, holderName, statusFacts } from './certificate-facts';
import { openCertificate } from './find-record';
import { holderIdentity } from './holder-identity';
import { logCertificateView } from './log-view';
import { certificateViewToken } from './view-token';

/** Where the certificate's QR code points: PUBLIC_URL when configured, else the caller's origin. */
export function siteBase(ctx: AppContext, requestOrigin: string): string {
  return (ctx.config.publicUrl ?? requestOrigin).replace(/\/+$/, '');
}

/** The QR code's target (001 §2 /mobile/preview/{fileUrl}/{type}/{baoquan}; the view token takes fileUrl's place). */
export function qrTarget(ctx: AppContext, row: Evidence, base: string, viewToken = certificateViewToken(ctx.downloadSecret, row.evidence_no)): string {
  return `${base}/mobile/preview/${viewToken}/${row.file_type}/${row.evidence_no}`;
}

/**
 * GET /api/share/getView: the certificate of one record, for its owner or whoever holds its view token. Non-owners
 * get the holder masked and no download or preview, and their view is logged for the owner; isSelf
 * is 1 only for the logged-in verified owner.
 */
export async function getView(
  ctx: AppContext,
  p: Principal,
  q: { baoquan: string; viewToken?: string | undefined },
  requestOrigin: string,
  ip: string | null = null,
): Promise<TCertificateView> {
  const { row, rel, viewToken } = await openCertificate(ctx.db, ctx.downloadSecret, p, q);
  // the ledger facts first: a record refused there (decision 219) leaves no trace of a view
  const { ledger } = await certificateLedger(ctx, row, 'certificate');
  if (!rel.owner) await logCertificateView(ctx.db, p, row, ip);
  const userId = p.kind === 'user' ? p.user.id : null;
  const sign = { secret: ctx.downloadSecret, ttlMs: ctx.config.download.ttlMs };
  const status = statusFacts(row);
  const evm = ledger.anchors.find((a) => a.type === 'evm' && a.status === 'success');
  return {
    dataId: rel.owner ? row.id : null,
    baoquan: row.evidence_no,
    title: row.title,
    fileName: row.file_name,
    fileType: row.file_type,
    size: Number(row.size),
    saveTime: Number(row.saved_at),
    holder: await holderName(ctx.db, row, rel.owner),
    holderMasked: !rel.owner,
    // the owner's page names the holder as the owner's PDF does: the credit code, or the ID number partly masked
    ...(rel.owner ? await holderIdOf(ctx, row) : {}),
    issuer: issuerText(ctx.config.operator),
    filehash: row.sha256,
    sm3: row.sm3,
    chainhash: evm?.txHash ?? '',
    ...status,
    isSelf: rel.isSelf ? 1 : 0,
    isEnforce: hasEnforceInfo(row) ? 1 : 0,
    ...deviceFacts(row),
    viewToken,
    mobileUrl: qrTarget(ctx, row, siteBase(ctx, requestOrigin), viewToken),
    certificateUrl: downloadUrl(sign, 'certificate', row.id, { userId, via: rel.owner ? 'owner' : q.viewToken !== undefined && isShareToken(q.viewToken) ? 'share' : 'view' }),
    previewUrl:
      rel.isSelf && status.isDownload === 1
        ? `/api/download/preview/${signDownload(ctx.downloadSecret, { kind: 'preview', id: String(row.id), userId, exp: Date.now() + sign.ttlMs, via: 'owner' })}`
        : null,
    mime: row.mime,
    ledger,
  };
}

/** 签发机构 as the PDF prints it (decision 822): the operator's name, with its 统一社会信用代码 when configured. */
export function issuerText(operator: { name: string; creditCode?: string | null }): string {
  return operator.creditCode ? `${operator.name}（统一社会信用代码 ${operator.creditCode}）` : operator.name;
}

/** The owner's `holderId` (decision 886): the verified identity's number, with what it is. */
async function holderIdOf(ctx: AppContext, row: Evidence): Promise<{ holderId?: { kind: 'company' | 'person'; value: string } }> {
  const who = await holderIdentity(ctx, row);
  return who?.idMasked ? { holderId: { kind: who.kind, value: who.idMasked } } : {};
}
