/**
 * Run with tsx before the notarial lookup spec starts its own server: seeds the demo accounts and issues
 * one notarial certificate to 示例科技有限公司 with the FIXTURE helper (notarial-certificate-fixture.ts:
 * the real signing core, BlobStore, evidence and rows, until the office's issuing lands), writes the
 * certificate PDF to the path in argv[2] and prints {certificateNo, sha256} as JSON.
 */
import fs from 'node:fs';
import { loadConfig } from '../../src/config';
import { buildApp } from '../../src/app';
import { seedDemo } from '../../src/services/demo/seed-demo';
import { issueCertificateFixture } from './notarial-certificate-fixture';

async function main() {
  const out = process.argv[2];
  if (!out) throw new Error('usage: seed-notarial-e2e.ts <pdf output path>');
  const config = loadConfig(process.env);
  const { app, handle, ledger } = await buildApp(config);
  await app.ready();
  try {
    await seedDemo(handle.db, config);
    const owner = await handle.db.selectFrom('users').select('id').where('phone', '=', '13800000002').executeTakeFirstOrThrow();
    const issued = await issueCertificateFixture({ db: handle.db, ledger, config }, { accountUserId: Number(owner.id), records: 3, seq: 1 });
    fs.writeFileSync(out, issued.pdf);
    process.stdout.write(`${JSON.stringify({ certificateNo: issued.certificateNo, sha256: issued.sha256 })}\n`);
  } finally {
    await app.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
