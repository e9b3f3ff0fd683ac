/**
 * `npm run bench:notary` (issue 15's budget): for a real order of 20 records on a real server (SQLite,
 * ledger, BlobStore) — the five documents generated, stamped, signed and preserved as the signing job does
 * them (target < 2 s), and a certificate issued as the notary.issue job makes it: numbered, rendered,
 * office seal and 骑缝章, signed, preserved (target < 1 s). 20 runs each; medians printed with the load
 * average, since the machine is shared. Prints figures; asserts nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import pino from 'pino';
import type { AppContext } from '../src/context';
import { localBlobStore } from '../src/providers/blob/local-blob-store';
import { recordEvidence } from '../src/services/evidence/record-evidence';
import { NOTARY_DOCUMENTS } from '../src/services/notary/documents';
import { documentFactsFor } from '../src/services/notary/documents/order-facts';
import { allocateCertificateNumber } from '../src/services/notary/office/certificate-number';
import { makeCertificate } from '../src/services/notary/office/issue-job';
import { fitStamp } from '../src/services/signing/fit-stamp';
import { platformSigner } from '../src/services/notary/sign/signer-deps';
import { renderSeal } from '../src/services/seals/render-seal';
import { renderDocument, signPdf, stampImages } from '../src/services/signing';
import { call, freshIp } from '../test/helpers/api';
import { seedRecord } from '../test/helpers/evidence-list-seed';
import { createTestApp } from '../test/helpers/test-app';
import { tenants } from '../test/helpers/tenants';

const RUNS = 20;
const RECORDS = 20;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

async function main(): Promise<void> {
  const t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2' }, { jobs: { run: false } });
  try {
    const who = await tenants(t);
    const c = who.companyMain;
    const ids = [];
    for (let i = 0; i < RECORDS; i += 1) ids.push((await seedRecord(t, { ownerUserId: c.userId, creatorUserId: c.userId, fileName: `聊天记录截图${i + 1}.png` })).id);
    const applied = await call(t.app, 'POST', '/api/notary/apply', { token: c.token, role: c.role, form: { ids: ids.join(',') }, ip: freshIp() });
    const orderId = applied.body.data.id as number;
    await call(t.app, 'POST', '/api/notary/saveApplyForm', { token: c.token, role: c.role, form: { orderId: String(orderId), purpose: '用于向人民法院提起诉讼', method: '通过数据存证平台上传电子数据', promise: '1' }, ip: freshIp() });
    const interview = JSON.stringify(Array.from({ length: 6 }, (_, i) => ({ q: `第${i + 1}个问题：请说明电子数据的来源与用途。`, a: '该电子数据由本公司员工在工作中通过平台上传，用于向人民法院提起诉讼。' })));
    await t.db.updateTable('notary_orders').set({ step: 'office', office_stage: 'confirmed', sign_count: 2, accepted_at: Date.now(), notary_name: '张明', interview_json: interview, decoded_at: Date.now(), paid_at: Date.now() }).where('id', '=', orderId).execute();
    const order = await t.db.selectFrom('notary_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    const blobs = localBlobStore(path.join(t.dataDir, 'blobs'));
    const ctx = { db: t.db, config: t.config, ledger: t.ledger, blobs, log: pino({ level: 'silent' }) } as unknown as AppContext;
    const seal = (await renderSeal('company', '示例科技有限公司')).png;
    const signer = platformSigner(ctx);
    const facts = await documentFactsFor(ctx, order);

    console.log(`notary bench: an order of ${RECORDS} records, ${RUNS} runs each; load average before ${load()}, ${os.cpus().length} cores`);
    const five: number[] = [];
    const parts = { render: [] as number[], stampSign: [] as number[], preserve: [] as number[] };
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      let render = 0;
      let stampSign = 0;
      let preserve = 0;
      for (const type of [1, 3, 5, 2, 4] as const) {
        const t0 = performance.now();
        const rendered = await renderDocument(NOTARY_DOCUMENTS[type](facts));
        const t1 = performance.now();
        const stamped = await stampImages(rendered.pdf, [await fitStamp(rendered.boxes.applicant!, seal)]);
        const pdf = await signPdf(signer, stamped, { reason: '申请人签署', location: t.config.notary.officeName, signerName: t.config.siteName });
        const t2 = performance.now();
        const sha256 = createHash('sha256').update(pdf).digest('hex');
        const sm3 = createHash('sm3').update(pdf).digest('hex');
        const blobKey = `notary/bench/${type}-${randomBytes(8).toString('hex')}.pdf`;
        const { size } = await blobs.put(blobKey, Readable.from([pdf]), { contentType: 'application/pdf' });
        await recordEvidence(t.db, t.ledger, { ownerUserId: c.userId, creatorUserId: c.userId, fileName: 'bench.pdf', title: 'bench.pdf', label: '公证文书', fileType: 1, productType: 1, mime: 'application/pdf', size, sha256, sm3, blobKey }, null);
        const t3 = performance.now();
        render += t1 - t0;
        stampSign += t2 - t1;
        preserve += t3 - t2;
      }
      five.push(performance.now() - start);
      parts.render.push(render);
      parts.stampSign.push(stampSign);
      parts.preserve.push(preserve);
    }
    console.log(`five documents (render, stamp, sign, preserve): median ${median(five).toFixed(0)} ms — render ${median(parts.render).toFixed(0)} ms, stamp+sign ${median(parts.stampSign).toFixed(0)} ms, hash+store+ledger ${median(parts.preserve).toFixed(0)} ms (target < 2000 ms)`);

    const { no } = await allocateCertificateNumber(t.db, orderId, t.config.notary.certWord, Date.now());
    const issue: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      await makeCertificate(ctx, order, no, Date.now());
      issue.push(performance.now() - start);
    }
    console.log(`certificate (render, office seal + 骑缝章, sign, preserve): median ${median(issue).toFixed(0)} ms, min ${Math.min(...issue).toFixed(0)} ms, max ${Math.max(...issue).toFixed(0)} ms (target < 1000 ms)`);
    console.log(`load average after ${load()}`);
  } finally {
    await t.close();
  }
}

await main();
