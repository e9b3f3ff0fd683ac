/**
 * `npm run bench:signing`: the notary issue's budget — the five documents of a 20-record order
 * rendered, stamped and signed in under 2 s. Each document is three A4 pages (a table of 20 evidence
 * rows with 64-hex hashes and filler text); every step is run 20 times per document and the median
 * printed, with the load average, since the machine is shared. Prints figures; asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderDocument } from '../src/services/signing/layout/render-document';
import type { DocSpec } from '../src/services/signing/layout/document-spec';
import { signPdf } from '../src/services/signing/sign-pdf';
import { loadSigningIdentity } from '../src/services/signing/signing-identity';
import { stampImages } from '../src/services/signing/stamp-images';
import { renderSeal } from '../src/services/seals/render-seal';

const TITLES = ['公证申请表', '公证告知书', '保全告知书', '受理通知书', '询问笔录'];
const RUNS = 20;
const NOTICE = '公证机构依法独立办理公证事项，当事人应当如实陈述、提供真实材料，并对提供虚假材料承担法律责任。'.repeat(6);

function documentOf(title: string): DocSpec {
  const rows = Array.from({ length: 20 }, (_, i) => [String(i + 1), `证据文件${i + 1}.png`, (i * 7).toString(16).padStart(2, '0').repeat(32), '2025-03-01 10:00:00']);
  return {
    title,
    blocks: [
      { kind: 'fields', rows: [{ label: '申请人', value: '示例科技有限公司' }, { label: '公证事项', value: '保全证据' }, { label: '订单编号', value: 'NO202503010001' }] },
      ...[1, 2, 3, 4].flatMap((n) => [{ kind: 'heading' as const, text: `第${n}条` }, { kind: 'paragraph' as const, text: NOTICE }]),
      { kind: 'table', columns: [{ title: '序号', width: 0.08 }, { title: '文件名称', width: 0.24 }, { title: 'SHA-256', width: 0.46 }, { title: '存证时间', width: 0.22 }], rows },
      ...[5, 6, 7].flatMap((n) => [{ kind: 'heading' as const, text: `第${n}条` }, { kind: 'paragraph' as const, text: NOTICE }]),
      { kind: 'signature-boxes', boxes: [{ id: 'applicant', label: '申请人（盖章）' }, { id: 'date', label: '日期' }] },
    ],
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const out = await fn();
  return [out, performance.now() - t];
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signing-bench-'));
  try {
    const identity = loadSigningIdentity({ dataDir });
    const seal = (await renderSeal('company', '示例科技有限公司')).png;
    const log = { warn: (o: object, m: string) => console.warn(m, o) };
    console.log(`signing bench: ${RUNS} runs per document, load average before ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    const totals = { render: 0, stamp: 0, sign: 0 };
    for (const title of TITLES) {
      const times = { render: [] as number[], stamp: [] as number[], sign: [] as number[] };
      let pages = 0;
      for (let i = 0; i < RUNS; i++) {
        const [doc, r] = await timed(() => renderDocument(documentOf(title)));
        const box = doc.boxes.applicant!;
        const [stamped, s] = await timed(() => stampImages(doc.pdf, [{ ...box, wPct: Math.min(box.wPct, box.hPct * 0.7), png: seal }]));
        const [, g] = await timed(() => signPdf({ identity, log }, stamped, { reason: '公证文书签署', location: '中国', signerName: '数据存证平台' }));
        times.render.push(r);
        times.stamp.push(s);
        times.sign.push(g);
        pages = doc.pages;
      }
      const m = { render: median(times.render), stamp: median(times.stamp), sign: median(times.sign) };
      totals.render += m.render;
      totals.stamp += m.stamp;
      totals.sign += m.sign;
      console.log(`${title} (${pages} pages): render ${m.render.toFixed(1)} ms, stamp ${m.stamp.toFixed(1)} ms, sign ${m.sign.toFixed(1)} ms`);
    }
    const all = totals.render + totals.stamp + totals.sign;
    console.log(`five documents, sum of medians: render ${totals.render.toFixed(0)} ms + stamp ${totals.stamp.toFixed(0)} ms + sign ${totals.sign.toFixed(0)} ms = ${all.toFixed(0)} ms (target < 2000 ms)`);
    console.log(`load average after ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}, ${os.cpus().length} cores`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
