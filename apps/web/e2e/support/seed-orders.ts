/**
 * Orders of the demo accounts for the orders journey (the standard set of the server's test helper:
 * every top-up state of the individual, the company's and its member's consumption), written with
 * the server's own helper against a DATA_DIR before its server starts. Run by orders.spec.ts
 * with `node --import tsx` after `seed-demo`. There is no HTTP route that makes orders without a payment.
 */
import { loadConfig } from '../../../server/src/config';
import { connectDatabase } from '../../../server/src/db/connect';
import { migrateToLatest } from '../../../server/src/db/migrate';
import { seedStandardOrders } from '../../../server/test/helpers/orders';

async function main() {
  const config = loadConfig();
  const handle = connectDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await migrateToLatest(handle);
    const users = new Map((await handle.db.selectFrom('users').select(['id', 'phone']).execute()).map((u) => [u.phone, Number(u.id)]));
    await seedStandardOrders(handle.db, {
      individual: users.get('13800000001')!,
      companyMain: users.get('13800000002')!,
      companySub: users.get('13800000003')!,
      otherCompany: users.get('13800000004')!,
    });
  } finally {
    await handle.close();
  }
}

await main();
