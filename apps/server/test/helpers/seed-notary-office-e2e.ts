/**
 * Run with tsx before the notary office's e2e spec (or a screenshot run) starts its own server: the demo
 * accounts, then for 示例科技有限公司 (13800000002) one notarial order of 3 records whose originals are
 * really stored, applied for and filled in through the API, its first signing and deCode taken as done
 * (their own tests cover them), paid by points — so it waits in the office's queue (待受理). With `--more`,
 * two more such orders (for the queue's screenshot). With `--unpaid`, the first order is left at its pay step
 * (the going-live spec pays it through a provider). Prints {orderId, orderNo} of the first as JSON.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { loadConfig } from '../../src/config';
import { buildApp } from '../../src/app';
import { DEMO_PASSWORD, seedDemo } from '../../src/services/demo/seed-demo';
import { recordEvidence } from '../../src/services/evidence/record-evidence';
import { blobStoreFromConfig } from '../../src/providers/blob/blob-store-from-config';

async function main() {
  const config = loadConfig(process.env);
  const { app, handle, ledger } = await buildApp(config, { jobs: { run: false } });
  const blobs = blobStoreFromConfig(config);
  await app.ready();
  try {
    await seedDemo(handle.db, config);
    const post = async (url: string, token: string, form: Record<string, string>) => {
      const r = await app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}`, role: '1', 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString() });
      const body = r.json() as { code: number; msg: string; data: Record<string, unknown> };
      if (body.code !== 200) throw new Error(`${url}: ${body.msg}`);
      return body.data;
    };
    const login = (phone: string) => app.inject({ method: 'POST', url: '/api/login', payload: { phone, password: DEMO_PASSWORD } }).then((r) => (r.json() as { data: { token: string } }).data.token);
    const orders = [];
    for (const [phone, names] of [['13800000002', ['劳动合同扫描件.pdf', '微信聊天记录截图.png', '转账记录.png']], ...(process.argv.includes('--more') ? [['13800000001', ['借条照片.jpg']], ['13800000004', ['采购合同.pdf', '验收单.jpg']]] : [])] as Array<[string, string[]]>) {
      const owner = await handle.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow();
      const ids = [];
      for (const name of names) {
        const bytes = randomBytes(4096);
        const blobKey = `evidence/e2e/${createHash('sha256').update(bytes).digest('hex')}`;
        await blobs.put(blobKey, Readable.from([bytes]));
        const row = await recordEvidence(handle.db, ledger, {
          ownerUserId: owner.id, creatorUserId: owner.id, fileName: name, title: name, label: null, fileType: 1, productType: 1, mime: null, size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'), sm3: createHash('sm3').update(bytes).digest('hex'), blobKey,
        }, '127.0.0.1');
        ids.push(row.id);
      }
      await ledger.sequencer.flush();
      const token = await login(phone);
      const applied = await post('/api/notary/apply', token, { ids: ids.join(',') });
      const orderId = Number(applied.id);
      await post('/api/notary/saveApplyForm', token, { orderId: String(orderId), purpose: '用于向人民法院提起劳动争议诉讼', method: '通过数据存证平台上传电子数据', promise: '1' });
      const now = Date.now();
      await handle.db.updateTable('notary_orders').set({ step: 'pay', sign_count: 1, signed_at: now, decoded_at: now }).where('id', '=', orderId).execute();
      await handle.db.updateTable('notary_order_items').set({ check_result: 'ok', checked_at: now }).where('notary_order_id', '=', orderId).execute();
      if (!(process.argv.includes('--unpaid') && orders.length === 0)) await post('/api/notary/payByPoints', token, { orderId: String(orderId) });
      orders.push({ orderId, orderNo: String(applied.orderNo) });
    }
    process.stdout.write(`${JSON.stringify(orders[0])}\n`);
  } finally {
    await app.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
