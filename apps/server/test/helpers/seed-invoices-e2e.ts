/**
 * Run with tsx before the invoices e2e spec starts its own server: the demo accounts, and paid
 * WeChat recharge orders of 示例科技有限公司 (13800000002) inserted as rows (payments are another
 * slice's; no production route creates them). Prints {orders: [{id, orderNo, money}]} as JSON.
 */
import { loadConfig } from '../../src/config';
import { buildApp } from '../../src/app';
import { seedDemo } from '../../src/services/demo/seed-demo';
import { seedOrder } from './invoice-orders';

async function main() {
  const config = loadConfig(process.env);
  const { app, handle } = await buildApp(config);
  await app.ready();
  try {
    await seedDemo(handle.db, config);
    const owner = await handle.db.selectFrom('users').select('id').where('phone', '=', '13800000002').executeTakeFirstOrThrow();
    const orders = [];
    for (const cents of [10_000, 2_050, 30_000]) {
      const o = await seedOrder(handle.db, owner.id, { moneyCents: cents });
      orders.push({ ...o, money: (cents / 100).toFixed(2) });
    }
    process.stdout.write(`${JSON.stringify({ orders })}\n`);
  } finally {
    await app.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
