import fs from 'node:fs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotaryStatus } from '@evidence/shared/constants';
import type { AppContext } from '../../src/context';
import { blobStoreFromConfig } from '../../src/providers/blob/blob-store-from-config';
import { checkEvidenceRows, PENDING_FINDING_MS } from '../../src/ledger/fsck-evidence';
import { recordEvidence, type NewEvidence } from '../../src/services/evidence/record-evidence';
import type { Job } from '../../src/services/jobs/job-types';
import { runNotaryIssue, type NotaryIssuePayload } from '../../src/services/notary/office/issue-job';
import { putCapture } from '../helpers/captures';
import { officeStaff, orderAtOffice } from '../helpers/notary-office';
import { tempDir } from '../helpers/signing/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Tenants } from '../helpers/tenants';

/**
 * Issue 23 item 6 (decision 664): a job killed after it wrote its evidence row (上传中, no leaf yet) is
 * retried; the retry adopts that row (blob whole: its leaf appended) or removes it (blob gone) and never
 * preserves a second copy of the document. The kill is the test hook EVIDENCE_TEST_CRASH_AT at the step
 * between the row and its leaf (services/jobs/crash-point.ts).
 */
let t: TestApp;
let who: Tenants;
let staff: Awaited<ReturnType<typeof officeStaff>>;
let ctx: AppContext;
const dir = tempDir('jobs-evidence-retry-');

beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', JOBS_POLL_MS: '50' });
  who = await tenants(t);
  staff = await officeStaff(t);
  ctx = { db: t.db, config: t.config, ledger: t.ledger, blobs: blobStoreFromConfig(t.config), log: pino({ level: 'silent' }) } as unknown as AppContext;
}, 60_000);
afterAll(async () => {
  delete process.env.EVIDENCE_TEST_CRASH_AT;
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** An order at 出证中 with no job running it: the test runs the handler itself, attempt by attempt. */
async function issuingOrder(): Promise<{ orderId: number; orderNo: string }> {
  const orderId = await orderAtOffice(t, who.individual, { records: 1 });
  await t.db.updateTable('notary_orders').set({ office_stage: 'issuing', notary_operator_id: staff.notaryId, notary_name: '张明', accepted_at: Date.now() }).where('id', '=', orderId).execute();
  const order = await t.db.selectFrom('notary_orders').select('order_no').where('id', '=', orderId).executeTakeFirstOrThrow();
  return { orderId, orderNo: order.order_no };
}

const attempt = (orderId: number, n: number, createdAt: number) => {
  const payload: NotaryIssuePayload = { orderId, operatorId: staff.notaryId };
  const job = { id: 0, kind: 'notary.issue', payload, attempts: n, maxAttempts: 3, createdAt } as Job;
  return runNotaryIssue(ctx, job, { db: t.db, reportProgress: async () => undefined, signal: new AbortController().signal });
};

async function killedThenRetried(orderId: number, between?: () => Promise<void>): Promise<void> {
  const createdAt = Date.now() - 1_000;
  process.env.EVIDENCE_TEST_CRASH_AT = 'evidence.pending';
  try {
    await expect(attempt(orderId, 1, createdAt)).rejects.toThrow('test crash at evidence.pending');
  } finally {
    delete process.env.EVIDENCE_TEST_CRASH_AT;
  }
  if (between) await between();
  await attempt(orderId, 2, createdAt);
}

const certificates = (orderNo: string) => t.db.selectFrom('evidence').selectAll().where('label', '=', '公证书').where('file_name', '=', `公证书_${orderNo}.pdf`).execute();

describe('notary.issue killed between its certificate row and its leaf', () => {
  it('the retry adopts the row the killed attempt wrote: one 公证书 with its leaf, the order issued at the time it carries', async () => {
    const { orderId, orderNo } = await issuingOrder();
    let leftId = 0;
    await killedThenRetried(orderId, async () => {
      const left = await certificates(orderNo);
      expect(left.map((r) => [r.status, r.leaf_index])).toEqual([['uploading', null]]);
      leftId = Number(left[0]!.id);
    });
    const rows = await certificates(orderNo);
    expect(rows).toHaveLength(1);
    expect([Number(rows[0]!.id), rows[0]!.status, rows[0]!.leaf_index === null]).toEqual([leftId, 'uploaded', false]);
    const leaf = await t.db.selectFrom('ledger_leaves').select('leaf_hash').where('leaf_index', '=', rows[0]!.leaf_index!).executeTakeFirstOrThrow();
    expect(leaf.leaf_hash).toBe(rows[0]!.leaf_hash);
    const order = await t.db.selectFrom('notary_orders').select(['status', 'issued_at']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(Number(order.status)).toBe(NotaryStatus.succeeded);
    const source = await t.db.selectFrom('evidence_sources').selectAll().where('evidence_id', '=', leftId).executeTakeFirstOrThrow();
    expect(Number(order.issued_at)).toBe((JSON.parse(source.detail!) as { issuedAt: number }).issuedAt);
    const docs = await t.db.selectFrom('notary_documents').select('evidence_id').where('notary_order_id', '=', orderId).where('doc_type', '=', 6).execute();
    expect(docs.map((d) => Number(d.evidence_id))).toEqual([leftId]);
  }, 60_000);

  it('a row whose certificate blob is gone is removed and the certificate made once more: still one row, with its leaf', async () => {
    const { orderId, orderNo } = await issuingOrder();
    let leftId = 0;
    await killedThenRetried(orderId, async () => {
      const left = (await certificates(orderNo))[0]!;
      leftId = Number(left.id);
      await ctx.blobs.delete(left.blob_key!);
    });
    const rows = await certificates(orderNo);
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.id)).not.toBe(leftId);
    expect([rows[0]!.status, rows[0]!.leaf_index === null]).toEqual(['uploaded', false]);
    expect(await t.db.selectFrom('evidence_custody').select('id').where('evidence_id', '=', leftId).execute()).toHaveLength(0);
  }, 60_000);
});

describe('fsck and a row left 上传中', () => {
  it('a row a killed writer left 上传中 is a finding once older than the grace, none while it may still be finishing', async () => {
    expect((await checkEvidenceRows(t.db)).problem).toBeNull();
    process.env.EVIDENCE_TEST_CRASH_AT = 'evidence.pending';
    try {
      const owner = who.individual.userId;
      await expect(recordEvidence(t.db, t.ledger, { ownerUserId: owner, creatorUserId: owner, fileName: 'left.txt', title: 'left.txt', label: null, fileType: 1, productType: 1, mime: 'text/plain', size: 1, sha256: '0'.repeat(64), sm3: '0'.repeat(64), blobKey: 'test/left.txt' }, null)).rejects.toThrow('test crash');
    } finally {
      delete process.env.EVIDENCE_TEST_CRASH_AT;
    }
    const left = await t.db.selectFrom('evidence').select(['id', 'evidence_no']).where('file_name', '=', 'left.txt').executeTakeFirstOrThrow();
    expect((await checkEvidenceRows(t.db)).problem).toBeNull();
    const later = await checkEvidenceRows(t.db, Date.now() + PENDING_FINDING_MS + 1_000);
    expect(later.problem?.zh).toContain(`保全号 ${left.evidence_no} 的存证记录：自`);
    expect(later.problem?.zh).toContain('一直为上传中，没有账本叶子');
    expect(later.problem?.en).toContain('uploading since');
    await t.db.deleteFrom('evidence_custody').where('evidence_id', '=', left.id).execute();
    await t.db.deleteFrom('evidence').where('id', '=', left.id).execute();
  }, 60_000);
});

describe('fsck and a job\'s row left 上传中 after its subject failed (decision 802)', () => {
  it('a fresh 上传中 package row of a capture that is 取证失败 is a finding; of one still 取证中 it is not', async () => {
    const owner = who.individual.userId;
    const capture = await putCapture(t, who.individual, { kind: 'web' });
    process.env.EVIDENCE_TEST_CRASH_AT = 'evidence.pending';
    try {
      const row: NewEvidence = { ownerUserId: owner, creatorUserId: owner, fileName: 'pkg.wacz', title: 'pkg.wacz', label: null, fileType: 5, productType: 1, mime: 'application/wacz', size: 1, sha256: '2'.repeat(64), sm3: '2'.repeat(64), blobKey: 'test/pkg.wacz' };
      const inTransaction: NewEvidence['inTransaction'] = async (trx, r) => {
        await trx.insertInto('evidence_sources').values({ source_key: `capture.web:${capture.id}`, evidence_id: r.id, detail: null, created_at: Date.now() }).execute();
      };
      await expect(recordEvidence(t.db, t.ledger, { ...row, inTransaction }, null)).rejects.toThrow('test crash');
    } finally {
      delete process.env.EVIDENCE_TEST_CRASH_AT;
    }
    const left = await t.db.selectFrom('evidence').select(['id', 'evidence_no']).where('file_name', '=', 'pkg.wacz').executeTakeFirstOrThrow();
    await t.db.updateTable('captures').set({ status: 'running' }).where('id', '=', capture.id).execute();
    expect((await checkEvidenceRows(t.db)).problem).toBeNull();
    await t.db.updateTable('captures').set({ status: 'failed' }).where('id', '=', capture.id).execute();
    const found = (await checkEvidenceRows(t.db)).problem;
    expect(found?.zh).toBe(`保全号 ${left.evidence_no} 的存证记录：仍为上传中（没有账本叶子），但取证 ${capture.capture_no} 已失败并退款：它不应再被保全`);
    expect(found?.en).toContain('must not be preserved');
    await t.db.deleteFrom('evidence_sources').where('evidence_id', '=', left.id).execute();
    await t.db.deleteFrom('evidence_custody').where('evidence_id', '=', left.id).execute();
    await t.db.deleteFrom('evidence').where('id', '=', left.id).execute();
  }, 60_000);
});

describe('fsck and two rows of one document', () => {
  const owner = () => who.individual.userId;
  const put = (blobKey: string, ownerUserId = owner(), fileName = '公证书_N1.pdf') =>
    recordEvidence(t.db, t.ledger, { ownerUserId, creatorUserId: ownerUserId, fileName, title: fileName, label: '公证书', fileType: 1, productType: 1, mime: 'application/pdf', size: 1, sha256: '1'.repeat(64), sm3: '1'.repeat(64), blobKey }, null);
  const remove = async (ids: number[]) => {
    await t.db.deleteFrom('evidence_custody').where('evidence_id', 'in', ids).execute();
    await t.db.deleteFrom('evidence').where('id', 'in', ids).execute();
  };

  it('two records of one job-made document (same owner, same certificate, contract or package key but its random part) are a finding', async () => {
    for (const [a, b, what] of [
      ['notary/n20260001/6-certificate-aaaa.pdf', 'notary/n20260001/6-certificate-bbbb.pdf', '公证书'],
      ['esign/ht2026x/signed-aaaa.pdf', 'esign/ht2026x/signed-bbbb.pdf', '已签署的电子合同'],
      ['capture/web/wq2026x/package-aaaa.wacz', 'capture/web/wq2026x/package-bbbb.wacz', '网页取证证据包'],
      ['captures/gc2026x/package.wacz', 'captures/gc2026x/package.wacz', '过程取证证据包'],
    ] as const) {
      const first = await put(a);
      const second = await put(b);
      const found = (await checkEvidenceRows(t.db)).problem;
      expect(found?.zh).toBe(`保全号 ${second.evidence_no} 的存证记录：与保全号 ${first.evidence_no} 的存证记录是同一份${what}的两条记录（一份文件只应保全一次）`);
      expect(found?.en).toContain(`and evidence ${first.evidence_no} are two records of one`);
      await remove([Number(first.id), Number(second.id)]);
    }
  }, 60_000);

  it('no finding for documents of other orders or owners, nor for uploads with the same name and label', async () => {
    const rows = [
      await put('notary/n20260002/6-certificate-aaaa.pdf'),
      await put('notary/n20260003/6-certificate-aaaa.pdf'),
      await put('notary/n20260002/6-certificate-bbbb.pdf', who.companyMain.userId),
      await put('evidence/upload-1'),
      await put('evidence/upload-2'),
      await put('captures/gc2026y/package.wacz'),
      await put('captures/gc2026y/recording.mp4'),
      // the signed documents of a signing done again by a new job are new records, rightly
      await put('notary/n20260002/1-signed-aaaa.pdf', owner(), '电子申请表_N2.pdf'),
      await put('notary/n20260002/1-signed-bbbb.pdf', owner(), '电子申请表_N2.pdf'),
    ];
    expect((await checkEvidenceRows(t.db)).problem).toBeNull();
    await remove(rows.map((r) => Number(r.id)));
  }, 60_000);
});
