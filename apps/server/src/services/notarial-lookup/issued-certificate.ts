import { LEDGER_MSG, NOTARIAL_LOOKUP_MSG, NOTARY_STATUS_NAMES, NotaryDocType, NotaryStatus } from '@evidence/shared/constants';
import type { TNotarialFacts } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import { mustHoldToLeaf } from '../ledger/record-holds-to-leaf';
import type { CertificatePublicInfo } from '../notary/office/certificate-info';
import { factsTheCertificateCarries } from './certificate-carries-facts';

type Find = { certificateNo: string } | { sha256: string };

/**
 * Issued certificates only: the order 出证成功 with a number and an issue time, and its certificate file,
 * the LATEST version of doc_type 6, preserved as evidence that was not deleted. An order ended, failed or
 * not yet issued has no row here, whatever columns it carries. Reads the columns the certificate's own
 * file is compared with, the record's leaf columns to hold it to its leaf, and where its file is stored
 * (never shown).
 */
async function findRows(ctx: Pick<AppContext, 'db'>, find: Find) {
  let q = ctx.db
    .selectFrom('notary_orders')
    .innerJoin('notary_documents', 'notary_documents.notary_order_id', 'notary_orders.id')
    .innerJoin('evidence', 'evidence.id', 'notary_documents.evidence_id')
    .select([
      'notary_orders.id as order_id', 'notary_orders.order_no', 'notary_orders.certificate_no', 'notary_orders.issued_at', 'notary_orders.record_count',
      'notary_documents.sha256 as doc_sha256', 'notary_documents.sm3 as doc_sm3', 'notary_documents.blob_key',
      'evidence.id', 'evidence.evidence_no', 'evidence.status', 'evidence.size', 'evidence.sha256', 'evidence.sm3', 'evidence.saved_at',
      'evidence.leaf_hash', 'evidence.leaf_index', 'evidence.leaf_entry', 'evidence.owner_user_id', 'evidence.owner_salt',
    ])
    .where('notary_orders.status', '=', NotaryStatus.succeeded)
    .where('notary_orders.certificate_no', 'is not', null)
    .where('notary_orders.issued_at', 'is not', null)
    .where('notary_documents.doc_type', '=', NotaryDocType.certificate)
    .where((eb) =>
      eb(
        'notary_documents.version',
        '=',
        eb
          .selectFrom('notary_documents as latest')
          .select((e) => e.fn.max('latest.version').as('v'))
          .whereRef('latest.notary_order_id', '=', 'notary_orders.id')
          .where('latest.doc_type', '=', NotaryDocType.certificate),
      ),
    )
    .where('evidence.deleted_at', 'is', null);
  // by hash: the record's indexed column and the document's own must both be these bytes
  q = 'certificateNo' in find
    ? q.where('notary_orders.certificate_no', '=', find.certificateNo)
    : q.where('evidence.sha256', '=', find.sha256).where('notary_documents.sha256', '=', find.sha256);
  return q.orderBy('notary_orders.id').execute();
}

type Row = Awaited<ReturnType<typeof findRows>>[number];

/**
 * The document row and the evidence row must name the same bytes, and the evidence row must hold to its
 * leaf (decision 219); else the certificate is not shown to anyone, and the operators are told (as for
 * a record: mustHoldToLeaf logs, audits and alerts). Then the facts shown are those the file itself
 * carries, which the order's row must agree with (decisions 360–362, factsTheCertificateCarries).
 */
async function mustBeConsistent(ctx: AppContext, row: Row, uploaded?: Buffer): Promise<TNotarialFacts> {
  if (row.doc_sha256 !== row.sha256 || row.doc_sm3 !== row.sm3) {
    ctx.log.error({ notaryOrderId: row.order_id, evidenceId: row.id }, 'NOTARIAL CERTIFICATE DOCUMENT DIFFERS FROM ITS EVIDENCE RECORD (public check refused)');
    throw refuse(LEDGER_MSG.recordMismatch);
  }
  await mustHoldToLeaf(ctx, row, 'notary');
  const { info, size } = await factsTheCertificateCarries(ctx, row, uploaded);
  return factsOf(row, info, size);
}

/** The certificate file's facts (decision 360); hashes and leaf from the record, which holds to its leaf. */
function factsOf(row: Row, info: CertificatePublicInfo, size: number): TNotarialFacts {
  return {
    certificateNo: info.certificateNo,
    matter: info.matter,
    officeName: info.office,
    issuedAt: info.issuedAt,
    recordCount: info.recordCount,
    applicantMask: info.applicantMasked,
    statusName: NOTARY_STATUS_NAMES[NotaryStatus.succeeded],
    sha256: row.sha256,
    sm3: row.sm3,
    size,
    leafIndex: row.leaf_index === null ? null : Number(row.leaf_index),
    leafHash: row.leaf_hash,
  };
}

/**
 * The public facts of the issued certificate of this number, as its file says them: the row found by the
 * number must have a file that says that very number (else refused); anything else is the one not-found answer.
 */
export async function findIssuedCertificate(ctx: AppContext, certificateNo: string): Promise<TNotarialFacts> {
  const row = (await findRows(ctx, { certificateNo }))[0];
  if (!row) throw refuse(NOTARIAL_LOOKUP_MSG.notFound);
  return mustBeConsistent(ctx, row);
}

/**
 * The issued certificate whose file is `bytes` (of this SHA-256), or null. The uploaded bytes are read for
 * the facts: their SHA-256 is the record's, so they are the stored file (decision 361).
 */
export async function issuedCertificateByFile(ctx: AppContext, sha256: string, bytes: Buffer): Promise<TNotarialFacts | null> {
  const row = (await findRows(ctx, { sha256 }))[0];
  if (!row) return null;
  return mustBeConsistent(ctx, row, bytes);
}
