import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { NOTARY_MATTER, NotaryDocType, NotaryStatus, OrderKind, PayStatus, PayType } from '@evidence/shared/constants';
import type { Config } from '../../src/config';
import type { Db } from '../../src/db/connect';
import type { Ledger } from '../../src/ledger/open-ledger';
import { blobStoreFromConfig } from '../../src/providers/blob/blob-store-from-config';
import type { BlobStore } from '../../src/providers/blob/blob-store';
import { recordEvidence } from '../../src/services/evidence/record-evidence';
import { newOrderNo } from '../../src/services/orders/order-number';
import { writeCertificateInfo, type CertificatePublicInfo } from '../../src/services/notary/office/certificate-info';
import { insertDocumentVersions } from '../../src/services/notary/render-drafts';
import { holderMask } from '../../src/services/public-lookup/holder-mask';
import { signAsOffice } from '../../src/services/notary/office/office-signature';
import { renderDocument } from '../../src/services/signing';

/**
 * FIXTURE — until the office's issuing of notarial certificates lands (another branch), this builds an
 * issued certificate the way that work is contracted to leave one, so the public check can be tested:
 * a paid notarial order with `records` preserved records, a small certificate PDF rendered with the real
 * signing core (renderDocument, then the office's certification signature like notary.issue: signAsOffice), stored in the BlobStore, preserved
 * as evidence like services/notary/sign does (recordEvidence, label 公证文书), its `notary_documents`
 * row (doc_type 6, stage signed, evidence_id), and the order marked 出证成功 with `certificate_no`
 * `（year）X证字第N号` and `issued_at`. Like the office's issuing, the public facts are written into the
 * PDF's info dictionary before signing (writeCertificateInfo, decision 360). The PDF's wording is NOT the
 * office's certificate: only its bytes, hashes, signature, info keys and rows matter here. Tests that
 * need the office's real certificate issue one through the office (notarial-lookup-bound.test.ts).
 */
export interface FixtureDeps {
  db: Db;
  ledger: Ledger;
  config: Config;
  blobs?: BlobStore;
}

export interface FixtureOptions {
  accountUserId: number;
  records?: number;
  /** N of 第N号 (unique per year); the year is 2026 */
  seq: number;
  /** X of X证字: the office's word */
  word?: string;
  /** after issue, end the order anyway (3 出证终止, 4 出证失败): the worst case the lookup must not show */
  endAs?: typeof NotaryStatus.terminated | typeof NotaryStatus.failed;
  /** a certificate as made before decision 360: no public facts in its info dictionary */
  withoutInfo?: boolean;
}

export interface IssuedFixture {
  notaryOrderId: number;
  orderNo: string;
  accountUserId: number;
  certificateNo: string;
  issuedAt: number;
  /** what the PDF's info dictionary carries (null: made without, as before decision 360) */
  info: CertificatePublicInfo | null;
  lines: { applicant: string; records: string[][] };
  /** the issued file, byte for byte */
  pdf: Buffer;
  sha256: string;
  sm3: string;
  evidenceId: number;
  leafIndex: number | null;
  recordCount: number;
}

const silentLog = { warn: () => undefined, info: () => undefined, error: () => undefined };

async function seedRecords(deps: FixtureDeps, accountUserId: number, count: number) {
  const rows = [];
  for (let i = 0; i < count; i++) {
    const bytes = randomBytes(32);
    rows.push(await recordEvidence(deps.db, deps.ledger, {
      ownerUserId: accountUserId, creatorUserId: accountUserId, fileName: `私密聊天记录${i + 1}.png`, title: `私密聊天记录${i + 1}`, label: null,
      fileType: 1, productType: 1, mime: 'image/png', size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'), sm3: createHash('sm3').update(bytes).digest('hex'), blobKey: `evidence/fixture/${bytes.toString('hex')}`,
    }, null));
  }
  return rows;
}

export async function issueCertificateFixture(deps: FixtureDeps, opts: FixtureOptions): Promise<IssuedFixture> {
  const { db, config } = deps;
  const blobs = deps.blobs ?? blobStoreFromConfig(config);
  const records = await seedRecords(deps, opts.accountUserId, opts.records ?? 2);
  const account = await db.selectFrom('users').select(['account_type', 'company', 'contact_name', 'phone']).where('id', '=', opts.accountUserId).executeTakeFirstOrThrow();
  const now = Date.now();
  const orderNo = newOrderNo('notarial', new Date(now));
  const fee = 20_000 + 2_000 * records.length;
  const notaryOrderId = await db.transaction().execute(async (trx) => {
    const order = await trx.insertInto('orders').values({
      order_no: orderNo, account_user_id: opts.accountUserId, actor_user_id: opts.accountUserId, member_id: null, kind: OrderKind.notarial, bus_type: 1,
      description: `保全证据公证（${records.length}条）`, money_cents: 0, points_cents: fee, pay_status: PayStatus.paid, pay_type: PayType.points,
      origin: 0, invoice_status: 0, invoice_id: null, evidence_id: null, provider: null, provider_trade_no: null, paid_at: now, closed_at: null, created_at: now, updated_at: now,
    }).returning('id').executeTakeFirstOrThrow();
    const notary = await trx.insertInto('notary_orders').values({
      order_id: order.id, order_no: orderNo, account_user_id: opts.accountUserId, applicant_user_id: opts.accountUserId, type: 1, status: NotaryStatus.inProgress,
      step: 'office', office_stage: 'issuing', record_count: records.length, form_json: null, form_saved_at: now, signed_at: now, decoded_at: now,
      fee_cents: fee, paid_at: now, accepted_at: now, notary_operator_id: null, notary_name: '李公证', interview_json: null, certificate_no: null,
      certificate_year: null, certificate_seq: null, issued_at: null, ended_by: null, end_reason: null, ended_at: null, created_at: now, updated_at: now,
    }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('notary_order_items').values(records.map((r, i) => ({ notary_order_id: notary.id, evidence_id: r.id, position: i + 1, check_result: 'ok', checked_at: now }))).execute();
    return Number(notary.id);
  });

  const certificateNo = `（2026）${opts.word ?? '演示'}证字第${opts.seq}号`;
  const issuedAt = Date.now();
  const info: CertificatePublicInfo | null = opts.withoutInfo
    ? null
    : { certificateNo, issuedAt, recordCount: records.length, orderNo, applicantMasked: holderMask(account), matter: NOTARY_MATTER, office: config.notary.officeName };
  const lines = { applicant: account.company ?? account.contact_name ?? account.phone, records: records.map((r) => [r.evidence_no, r.sha256, String(r.leaf_index)]) };
  const file = await storeCertificateFile({ ...deps, blobs }, { notaryOrderId, orderNo, accountUserId: opts.accountUserId, certificateNo, info, lines });

  await db.transaction().execute(async (trx) => {
    await trx.updateTable('notary_orders').set({
      status: NotaryStatus.succeeded, office_stage: 'issued', certificate_no: certificateNo, certificate_year: 2026, certificate_seq: opts.seq, issued_at: issuedAt, updated_at: issuedAt,
    }).where('id', '=', notaryOrderId).execute();
    if (opts.endAs) {
      await trx.updateTable('notary_orders').set({ status: opts.endAs, ended_by: 'office', end_reason: '测试：出证后终止', ended_at: issuedAt }).where('id', '=', notaryOrderId).execute();
    }
  });
  return { notaryOrderId, orderNo, accountUserId: opts.accountUserId, certificateNo, issuedAt, info, lines, recordCount: records.length, ...file };
}

interface FileOf {
  notaryOrderId: number;
  orderNo: string;
  accountUserId: number;
  certificateNo: string;
  info: CertificatePublicInfo | null;
  lines: { applicant: string; records: string[][] };
}

/**
 * Renders, fills the info dictionary (unless `info` is null), signs, stores and preserves a certificate
 * file and inserts it as the order's next doc_type 6 version; `version` is printed so two versions differ.
 */
async function storeCertificateFile(deps: FixtureDeps & { blobs: BlobStore }, f: FileOf, version = 1) {
  const { db, config, blobs } = deps;
  const rendered = await renderDocument({
    title: '公证书',
    blocks: [
      { kind: 'fields', rows: [{ label: '编号', value: f.certificateNo }, { label: '申请人', value: f.lines.applicant }, { label: '公证事项', value: NOTARY_MATTER }, { label: '版本', value: String(version) }] },
      { kind: 'paragraph', text: '（测试夹具：此文件由测试生成，用于公开核验的测试，不是公证处出具的公证书。）' },
      { kind: 'table', columns: [{ title: '保全号', width: 0.3 }, { title: 'SHA-256', width: 0.55 }, { title: '账本序号', width: 0.15 }], rows: f.lines.records },
      { kind: 'signature-boxes', boxes: [{ id: 'office', label: `${config.notary.officeName}（公章）` }] },
    ],
  });
  const withInfo = f.info ? await writeCertificateInfo(rendered.pdf, f.info) : rendered.pdf;
  // signed as notary.issue signs: the office's certification signature (issue 23 item 3)
  const pdf = await signAsOffice({ config, log: silentLog as never }, withInfo, { notaryName: '张明', approvedAt: Date.now() }, `公证书 ${f.certificateNo}`);
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  const sm3 = createHash('sm3').update(pdf).digest('hex');
  const blobKey = `notary/${f.orderNo.toLowerCase()}/6-signed-${randomBytes(8).toString('hex')}.pdf`;
  const { size } = await blobs.put(blobKey, Readable.from([pdf]), { contentType: 'application/pdf' });
  const fileName = `公证书_${f.orderNo}.pdf`;
  const evidence = await recordEvidence(db, deps.ledger, { ownerUserId: f.accountUserId, creatorUserId: f.accountUserId, fileName, title: fileName, label: '公证文书', fileType: 1, productType: 1, mime: 'application/pdf', size, sha256, sm3, blobKey }, null);
  await insertDocumentVersions(db, f.notaryOrderId, [{ docType: NotaryDocType.certificate, blobKey, size, sha256, sm3 }], 'signed', { [NotaryDocType.certificate]: Number(evidence.id) });
  return { pdf, sha256, sm3, evidenceId: Number(evidence.id), leafIndex: evidence.leaf_index === null ? null : Number(evidence.leaf_index) };
}

/** A second version of an issued fixture's certificate (a reissue): the same facts, another file. */
export async function reissueCertificateFixture(deps: FixtureDeps, issued: IssuedFixture): Promise<IssuedFixture> {
  const file = await storeCertificateFile({ ...deps, blobs: deps.blobs ?? blobStoreFromConfig(deps.config) }, issued, 2);
  return { ...issued, ...file };
}
