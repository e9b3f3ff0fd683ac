/**
 * A second verified individual (13800000005, 孙悦) on the shared server, for the members journey's
 * unbind part: every SMS code of a kind may be sent to a phone once a minute, so adding and disabling
 * 李明 and then adding and unbinding the same phone waited out that minute twice (about 2 minutes of
 * the e2e budget). Verified through the same path as the demo accounts (upload, face check, approval).
 */
import { VerifyStatus } from '@evidence/shared/constants';
import { loadConfig } from '../../../server/src/config';
import { connectDatabase } from '../../../server/src/db/connect';
import { migrateToLatest } from '../../../server/src/db/migrate';
import { hashPassword } from '../../../server/src/services/auth/passwords';
import { demoIdNumber, demoPerson } from '../../../server/src/services/demo/demo-identities';
import { DEMO_PASSWORD, demoSeedContext, upsertDemoUser } from '../../../server/src/services/demo/seed-demo';
import { verifyDemoAccount } from '../../../server/src/services/demo/verify-demo-account';
import { SPARE_MEMBER } from './accounts';

async function main() {
  const config = loadConfig();
  const handle = connectDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await migrateToLatest(handle);
    const operator = await handle.db.selectFrom('operators').select('id').where('phone', '=', '13800000009').executeTakeFirstOrThrow();
    const userId = await upsertDemoUser(handle.db, { phone: SPARE_MEMBER.phone, accountType: 1 }, await hashPassword(DEMO_PASSWORD));
    const identity = demoPerson({ name: SPARE_MEMBER.name, idCard: demoIdNumber('330106', '19930214', '027'), address: '杭州市西湖区文三路90号', phone: SPARE_MEMBER.phone });
    await verifyDemoAccount(demoSeedContext(handle.db, config), operator.id, userId, identity, { warn: (obj, msg) => console.warn(msg, obj) });
    const user = await handle.db.selectFrom('users').select('verify_status').where('id', '=', userId).executeTakeFirstOrThrow();
    if (user.verify_status !== VerifyStatus.verified) throw new Error(`${SPARE_MEMBER.phone} was not verified`);
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`seed-spare-member failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
