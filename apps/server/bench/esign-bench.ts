/**
 * `npm run bench:esign` (issue 16's budget): a 20-page contract with 2 signers — a person's handwriting and a
 * company's seal, with the 骑缝章 — completed as the esign.complete job does it on a real server (SQLite,
 * ledger, BlobStore): every field drawn, the riding seal, the audit page rendered and appended, one platform
 * PAdES signature, stored and preserved as evidence, the flow finished and the signers' texts written.
 * Target < 2 s median. Each run gets a fresh flow signed beforehand (the signing calls are not timed). 7 runs;
 * the median and the load average printed, since the machine is shared. Prints figures; asserts nothing.
 */
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import pino from 'pino';
import type { AppContext } from '../src/context';
import { localBlobStore } from '../src/providers/blob/local-blob-store';
import { localSmsProvider } from '../src/providers/sms/local-sms';
import { runEsignComplete } from '../src/services/esign/phone/complete-job';
import { renderDocument } from '../src/services/signing';
import { drawnPng } from '../test/helpers/seals';
import { insertEsignSeal, sentFlow } from '../test/helpers/esign/phone-flow';
import { createTestApp } from '../test/helpers/test-app';
import { tenants } from '../test/helpers/tenants';

const RUNS = 7;
const PAGES = 20;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

/** A contract of exactly PAGES full pages of Chinese clauses in the embedded CJK font (a real contract's weight, not a line a page). */
async function fullTextContract(): Promise<Uint8Array> {
  const clause = (n: number) => `第${n}条 甲乙双方经友好协商，就设备的采购、交付、安装、调试、验收、质量保证、付款方式及违约责任等事项达成如下约定，双方应严格遵守本条约定并按期履行各自义务。`;
  let count = PAGES * 12;
  for (let tries = 0; tries < 30; tries += 1) {
    const doc = await renderDocument({ title: '设备采购合同', blocks: Array.from({ length: count }, (_, i) => ({ kind: 'paragraph' as const, text: clause(i + 1) })) });
    if (doc.pages === PAGES) return doc.pdf;
    count = doc.pages > PAGES ? count - 1 : count + Math.max(1, Math.round((count * (PAGES - doc.pages)) / doc.pages));
  }
  throw new Error(`no clause count gives exactly ${PAGES} pages`);
}

async function main(): Promise<void> {
  const t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2' }, { jobs: { run: false } });
  try {
    const who = await tenants(t);
    const log = pino({ level: 'silent' });
    const blobs = localBlobStore(path.join(t.dataDir, 'blobs'));
    const ctx = { db: t.db, config: t.config, ledger: t.ledger, blobs, log, sms: localSmsProvider(t.db, log, t.config.siteName) } as unknown as AppContext;
    const sealId = await insertEsignSeal(t.db, blobs, who.otherCompany.userId);
    const hand = await drawnPng();
    const handKey = 'esign/bench/hand.png';
    await blobs.put(handKey, Readable.from([hand]), { contentType: 'image/png' });
    const jctx = { db: t.db, reportProgress: async () => {}, signal: new AbortController().signal };

    const contract = await fullTextContract();
    console.log(`esign bench: a ${PAGES}-page contract (${(contract.length / 1024).toFixed(0)} KB, full pages of Chinese text), 2 signers (handwriting, seal + 骑缝章), ${RUNS} runs; load average before ${load()}, ${os.cpus().length} cores`);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const f = await sentFlow(t.db, blobs, {
        ownerUserId: who.companyMain.userId,
        pages: PAGES,
        pdf: contract,
        ridingSeal: true,
        signers: [
          { role: '甲方', name: '李明', phone: '13800000001', kind: 'person', fields: [{ kind: 'signature' }, { kind: 'date' }, { kind: 'signature', page: 1 }] },
          { role: '乙方', name: '陈静', phone: '13800000004', kind: 'company', companyName: '第二示例贸易有限公司', fields: [{ kind: 'seal' }, { kind: 'text' }, { kind: 'seal', page: 1 }] },
        ],
      });
      // both signed, as the sign calls leave them
      const now = Date.now();
      const [person, company] = f.signerIds as [number, number];
      await t.db.updateTable('esign_signers').set({ status: 'signed', signed_at: now, identity_method: 'account', identity_at: now, intent_method: 'sms', intent_at: now, sign_ip: '127.0.0.1', sign_user_agent: 'bench', handwriting_blob_key: handKey }).where('id', '=', person).execute();
      await t.db.updateTable('esign_signers').set({ status: 'signed', signed_at: now, identity_method: 'account', identity_at: now, intent_method: 'face', intent_at: now, sign_ip: '127.0.0.1', sign_user_agent: 'bench', seal_id: sealId }).where('id', '=', company).execute();
      for (const fl of await t.db.selectFrom('esign_fields').select(['id', 'kind']).where('flow_id', '=', f.flowId).execute()) {
        const value = fl.kind === 'signature' ? 'handwriting' : fl.kind === 'seal' ? String(sealId) : fl.kind === 'date' ? '2026年11月27日' : '深圳市南山区科技园路1号';
        await t.db.updateTable('esign_fields').set({ value, filled_at: now }).where('id', '=', fl.id).execute();
      }
      const start = performance.now();
      const r = (await runEsignComplete(ctx, { payload: { flowId: f.flowId } } as never, jctx as never)) as { evidenceId?: number };
      times.push(performance.now() - start);
      if (!r.evidenceId) throw new Error(`run ${run + 1}: the flow did not complete: ${JSON.stringify(r)}`);
    }
    console.log(`completion (stamp, 骑缝章, audit page, sign, preserve, finish): median ${median(times).toFixed(0)} ms, min ${Math.min(...times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms (target < 2000 ms)`);
    console.log(`load average after ${load()}`);
  } finally {
    await t.close();
  }
}

await main();
