/**
 * Run with tsx before a lookup/verify spec starts its own server: records one evidence file in the
 * DATA_DIR's database and ledger exactly as an upload would (recordEvidence), with the demo accounts
 * as owners, and prints {evidenceNo, leafHash, sha256} as JSON. The file's bytes are read from the path in argv[2].
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { loadConfig } from '../../src/config';
import { buildApp } from '../../src/app';
import { seedDemo } from '../../src/services/demo/seed-demo';
import { recordEvidence } from '../../src/services/evidence/record-evidence';

async function main() {
  const content = fs.readFileSync(process.argv[2] ?? '');
  const config = loadConfig(process.env);
  const { app, handle, ledger } = await buildApp(config);
  await app.ready();
  try {
    await seedDemo(handle.db, config);
    const owner = await handle.db.selectFrom('users').select('id').where('phone', '=', '13800000002').executeTakeFirstOrThrow();
    const row = await recordEvidence(handle.db, ledger, {
      ownerUserId: owner.id, creatorUserId: owner.id, fileName: '端到端测试合同.txt', title: '端到端测试合同', label: null,
      fileType: 1, productType: 1, mime: 'text/plain', size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'), sm3: createHash('sm3').update(content).digest('hex'),
      // the original itself is not needed by the lookup or the verify page
      blobKey: 'e2e/not-stored',
    }, '127.0.0.1');
    process.stdout.write(`${JSON.stringify({ evidenceNo: row.evidence_no, leafHash: row.leaf_hash, sha256: row.sha256 })}\n`);
  } finally {
    await app.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
