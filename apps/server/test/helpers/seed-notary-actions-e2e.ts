/**
 * Orders for apps/web/e2e/notary-actions.spec.ts, run with tsx after seed-demo and seed-notary-records against the spec's own
 * DATA_DIR before its server starts: for the demo company's main account, two orders of real stored records
 * applied for and filled in through the API, then placed directly at the states the spec shows (a FIXTURE —
 * the steps in between are the integration tests' and notary-steps.spec's): one waiting for payment (step
 * pay), one whose 询问笔录 the notary wrote (office stage interview, paid). Prints their ids as JSON.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { PayStatus, PayType } from '@evidence/shared/constants';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { blobStoreFromConfig } from '../../src/providers/blob/blob-store-from-config';
import { DEMO_PASSWORD } from '../../src/services/demo/seed-demo';
import { recordEvidence } from '../../src/services/evidence/record-evidence';

/** 示例科技有限公司's main account (seed-demo) */
const COMPANY_MAIN = '13800000002';

async function main() {
  const config = loadConfig(process.env);
  const { app, handle, ledger } = await buildApp(config, { jobs: { run: false } });
  const blobs = blobStoreFromConfig(config);
  await app.ready();
  try {
    const owner = await handle.db.selectFrom('users').select('id').where('phone', '=', COMPANY_MAIN).executeTakeFirstOrThrow();
    const token = ((await app.inject({ method: 'POST', url: '/api/login', payload: { phone: COMPANY_MAIN, password: DEMO_PASSWORD } })).json() as { data: { token: string } }).data.token;
    const post = async (url: string, form: Record<string, string>) => {
      const r = await app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}`, role: '1', 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString() });
      const body = r.json() as { code: number; msg: string; data: Record<string, unknown> };
      if (body.code !== 200) throw new Error(`${url}: ${body.msg}`);
      return body.data;
    };
    const orderOf = async (name: string) => {
      const bytes = randomBytes(4096);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const blobKey = `evidence/e2e/${sha256}`;
      await blobs.put(blobKey, Readable.from([bytes]));
      const row = await recordEvidence(handle.db, ledger, { ownerUserId: owner.id, creatorUserId: owner.id, fileName: name, title: name, label: null, fileType: 1, productType: 1, mime: null, size: bytes.length, sha256, sm3: createHash('sm3').update(bytes).digest('hex'), blobKey }, '127.0.0.1');
      await ledger.sequencer.flush();
      const applied = await post('/api/notary/apply', { ids: String(row.id) });
      const id = Number(applied.id);
      await post('/api/notary/saveApplyForm', { orderId: String(id), purpose: '用于向人民法院提起诉讼', method: '通过数据存证平台上传电子数据', promise: '1' });
      return { id, orderNo: String(applied.orderNo) };
    };
    const now = Date.now();
    const pay = await orderOf('待支付订单材料.pdf');
    await handle.db.updateTable('notary_orders').set({ step: 'pay', sign_count: 1, signed_at: now, decoded_at: now }).where('id', '=', pay.id).execute();
    const confirm = await orderOf('待确认笔录材料.pdf');
    await handle.db.updateTable('notary_orders').set({ step: 'office', office_stage: 'interview', sign_count: 1, signed_at: now, decoded_at: now, paid_at: now, accepted_at: now, notary_name: '张明' }).where('id', '=', confirm.id).execute();
    const money = await handle.db.selectFrom('notary_orders').select(['order_id', 'fee_cents']).where('id', '=', confirm.id).executeTakeFirstOrThrow();
    await handle.db.updateTable('orders').set({ pay_status: PayStatus.paid, pay_type: PayType.points, money_cents: 0, paid_at: now }).where('id', '=', money.order_id).execute();
    process.stdout.write(`${JSON.stringify({ pay, confirm })}\n`);
  } finally {
    await app.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
