import { createHash } from 'node:crypto';
import { LEDGER_MSG, NOTARIAL_LOOKUP_MSG } from '@evidence/shared/constants';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import { BlobMissingError } from '../../providers/blob/blob-store';
import { alertOperators } from '../ledger/operator-alert';
import { readCertificateInfo, type CertificatePublicInfo } from '../notary/office/certificate-info';

export const CERTIFICATE_FACTS_MISMATCH_AUDIT = 'notary.certificate_facts_mismatch';

/** The issued certificate as the database has it (its evidence row already held to its leaf). */
export interface CertificateRow {
  order_id: number | string;
  order_no: string;
  certificate_no: string | null;
  issued_at: number | string | null;
  record_count: number | string;
  sha256: string;
  blob_key: string | null;
}

interface Problem {
  zh: string;
  en: string;
}

/** What differs between the row and the facts its PDF carries; office, matter and applicant are not compared (decision 362). */
function disagreement(row: CertificateRow, info: CertificatePublicInfo): Problem | null {
  const pairs: Array<[string, string, unknown, unknown]> = [
    ['公证书编号', 'certificate number', row.certificate_no, info.certificateNo],
    ['出证时间', 'issue time', row.issued_at === null ? null : Number(row.issued_at), info.issuedAt],
    ['证据数量', 'record count', Number(row.record_count), info.recordCount],
    ['申请编号', 'order number', row.order_no, info.orderNo],
  ];
  const differ = pairs.filter(([, , db, pdf]) => db !== pdf);
  if (differ.length === 0) return null;
  return {
    zh: differ.map(([zh, , db, pdf]) => `${zh}（数据库：${String(db)}；公证书文件：${String(pdf)}）`).join('、'),
    en: differ.map(([, en, db, pdf]) => `${en} (database ${String(db)}, certificate file ${String(pdf)})`).join(', '),
  };
}

async function judge(row: CertificateRow, bytes: Buffer | null): Promise<{ info: CertificatePublicInfo } | { problem: Problem }> {
  if (bytes === null) return { problem: { zh: '公证书文件不在存储中', en: 'the certificate file is missing from the blob store' } };
  if (createHash('sha256').update(bytes).digest('hex') !== row.sha256) {
    return { problem: { zh: '存储中的公证书文件与其存证记录的哈希值不同', en: 'the stored certificate file differs from its record’s SHA-256' } };
  }
  const info = await readCertificateInfo(bytes);
  if (!info) return { problem: { zh: '公证书文件未载明公开核验信息', en: 'the certificate file carries no public facts in its info dictionary (made before decision 360, or not by the office)' } };
  const differ = disagreement(row, info);
  return differ ? { problem: differ } : { info };
}

async function storedBytes(ctx: AppContext, key: string | null): Promise<Buffer | null> {
  if (key === null) return null;
  try {
    return Buffer.concat(await (await ctx.blobs.get(key)).toArray());
  } catch (err) {
    if (err instanceof BlobMissingError) return null;
    // the store did not answer: no verdict either way, and nothing to tell the operators about the certificate
    ctx.log.error({ err, blobKey: key }, 'notarial lookup: the certificate file could not be read');
    throw refuse(NOTARIAL_LOOKUP_MSG.fileUnreadable);
  }
}

/**
 * The facts a public check may show of an issued certificate: those its PDF carries (decision 360), never
 * the database row's. The PDF is the stored file (or, for an uploaded file, those very bytes: their
 * SHA-256 is the one the record holds to its leaf), its SHA-256 must be the record's, its info dictionary
 * must carry every key, and the row's number, issue time, record count and order number must be the
 * PDF's. Otherwise nobody is shown the certificate (decision 336): an error log every time, an audit row
 * and a text message to the operators (rate-limited, operator-alert.ts), and the record-mismatch refusal.
 */
export async function factsTheCertificateCarries(ctx: AppContext, row: CertificateRow, uploaded?: Buffer): Promise<{ info: CertificatePublicInfo; size: number }> {
  const bytes = uploaded ?? (await storedBytes(ctx, row.blob_key));
  const judged = await judge(row, bytes);
  if ('info' in judged) return { info: judged.info, size: bytes!.length };
  const { problem } = judged;
  const orderId = Number(row.order_id);
  ctx.log.error({ notaryOrderId: orderId, problem: problem.en }, `NOTARIAL CERTIFICATE ROW DIFFERS FROM ITS SIGNED FILE (public check refused): ${problem.en}`);
  await alertOperators({ db: ctx.db, sms: ctx.sms, siteName: ctx.config.siteName, log: ctx.log }, {
    action: CERTIFICATE_FACTS_MISMATCH_AUDIT,
    targetType: 'notary_order',
    targetId: orderId,
    detail: { orderNo: row.order_no, certificateNo: row.certificate_no, zh: problem.zh, en: problem.en },
    sms: { what: '公证书与记录不一致', ref: row.order_no },
  });
  throw refuse(LEDGER_MSG.recordMismatch);
}
