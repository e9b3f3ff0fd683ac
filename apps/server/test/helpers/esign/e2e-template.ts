/**
 * For the sign flows' e2e journey: `node --import tsx e2e-template.ts <DATA_DIR> <phone>` stores a contract
 * template (roles 甲方 a company's seal, 乙方 a person's signature) for the account of `phone`, in a data
 * directory whose server is NOT running (seed-demo first), as the templates part stores one (PDF in the blob
 * store, esign_templates row), and prints its row as contractTempList answers it, as JSON.
 */
import path from 'node:path';
import { loadConfig } from '../../../src/config';
import { connectDatabase } from '../../../src/db/connect';
import { insertTemplate } from '../esign-flows';

const [dataDir, phone = '13800000002'] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: e2e-template.ts <DATA_DIR> [phone]');
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'no-web') });
// seed-demo ran before: the tables exist
const handle = connectDatabase({ dataDir: config.dataDir, databaseUrl: undefined });
try {
  const owner = (await handle.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;
  const name = '房屋租赁合同';
  const id = await insertTemplate({ db: handle.db, config }, Number(owner), name);
  const row = { id, name, category: 'lease', categoryName: '租赁合同', roles: ['甲方', '乙方'], fieldCount: 3, pageCount: 2, fileName: `${name}.pdf`, createdAt: Date.now(), updatedAt: Date.now() };
  process.stdout.write(JSON.stringify(row));
} finally {
  await handle.close();
}
