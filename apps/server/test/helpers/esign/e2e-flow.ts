/**
 * For the phone signing e2e journey: `node --import tsx e2e-flow.ts <DATA_DIR>` (after seed-demo, before the
 * server starts on that DATA_DIR, with its PORT in the environment) inserts, as saveSign with send:1 would
 * leave them, for the demo company (13800000002):
 * - a sequential flow with riding seal: 甲方 the demo individual 李明 (signature, date), then 乙方 the second
 *   demo company 第二示例贸易有限公司 by 陈静 (seal, text), and one 合同专用章 for that company in esign_seals;
 * - a one-signer flow for 李明 that the spec refuses on /h5elesign/stop.
 * Prints the first signer's link of each as JSON (the second signer's comes by SMS after the first signs).
 */
import path from 'node:path';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { localBlobStore } from '../../../src/providers/blob/local-blob-store';
import { insertEsignSeal, sentFlow } from './phone-flow';

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: e2e-flow.ts <DATA_DIR>');
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'no-web') });
const { app, handle } = await buildApp(config);
try {
  const db = handle.db;
  const id = async (phone: string) => Number((await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id);
  const blobs = localBlobStore(path.join(config.dataDir, 'blobs'));
  const siteBase = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;
  const owner = await id('13800000002');
  const sealId = await insertEsignSeal(db, blobs, await id('13800000004'));
  const main = await sentFlow(db, blobs, {
    ownerUserId: owner,
    title: '设备采购合同',
    pages: 3,
    ridingSeal: true,
    siteBase,
    signers: [
      { role: '甲方', name: '李明', phone: '13800000001', kind: 'person', fields: [{ kind: 'signature' }, { kind: 'date' }] },
      { role: '乙方', name: '陈静', phone: '13800000004', kind: 'company', companyName: '第二示例贸易有限公司', fields: [{ kind: 'seal' }, { kind: 'text', label: '联系地址' }] },
    ],
  });
  const refused = await sentFlow(db, blobs, { ownerUserId: owner, title: '保密协议', siteBase, signers: [{ role: '甲方', name: '李明', phone: '13800000001', kind: 'person' }] });
  const link = (f: typeof main) => `${siteBase}/h5elesign?token=${f.tokens.get(f.signerIds[0]!)}`;
  process.stdout.write(`${JSON.stringify({ flowId: main.flowId, flowNo: main.flowNo, first: link(main), refuse: link(refused), sealId })}\n`);
} finally {
  await app.close();
}
