import { FILE_TYPE_NAMES, type FileTypeCode } from '@evidence/shared/constants';
import type { TBwcView } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import type { Principal } from '../auth/principal';
import { getMpsInfo } from '../certificate/get-mps-info';
import { holderName } from '../certificate/certificate-facts';
import { openCertificate } from '../certificate/find-record';
import { logCertificateView } from '../certificate/log-view';

/**
 * GET /api/share/getBwcView {baoquan, viewToken?} (001 §7): a recording's enforcement view — the record's facts
 * and hashes with the enforcement information — for its owner, or whoever holds its view token (like the
 * certificate: masked, and the view written to the record's custody log). getMpsInfo refuses a record that is
 * not a recorder's.
 */
export async function getBwcView(ctx: AppContext, p: Principal, q: { baoquan: string; viewToken?: string | undefined }, ip: string | null): Promise<TBwcView> {
  const enforce = await getMpsInfo(ctx, p, q);
  const { row, rel, viewToken } = await openCertificate(ctx.db, ctx.downloadSecret, p, q);
  if (!rel.owner) await logCertificateView(ctx.db, p, row, ip);
  return {
    baoquan: row.evidence_no,
    title: row.title,
    fileName: row.file_name,
    fileTypeName: FILE_TYPE_NAMES[row.file_type as FileTypeCode] ?? '其他',
    size: Number(row.size),
    sha256: row.sha256,
    sm3: row.sm3,
    saveTime: Number(row.saved_at),
    holder: await holderName(ctx.db, row, rel.owner),
    isSelf: rel.isSelf ? 1 : 0,
    viewToken,
    enforce,
  };
}
