/**
 * For the notarization e2e journeys: `node --import tsx e2e-records.ts <DATA_DIR> <phone> <count>` creates
 * `count` preserved text records for the account of `phone` in a data directory whose server is NOT
 * running (seed-demo first), exactly as the upload does (original in the blob store, row, ledger leaf),
 * and prints their ids and numbers as JSON.
 */
import path from 'node:path';
import { Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { localBlobStore } from '../../../src/providers/blob/local-blob-store';
import { recordEvidence } from '../../../src/services/evidence/record-evidence';

const [dataDir, phone = '13800000002', countText = '3'] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: e2e-records.ts <DATA_DIR> [phone] [count]');
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'no-web') });
const { app, handle, ledger } = await buildApp(config);
try {
  const owner = (await handle.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;
  const blobs = localBlobStore(path.join(config.dataDir, 'blobs'));
  const made = [];
  for (let i = 1; i <= Number(countText); i++) {
    const name = `往来邮件截图说明${i}.txt`;
    const bytes = Buffer.from(`第${i}份证据：${phone} 于2026年11月与对方往来的邮件记录摘要。\n`, 'utf8');
    const blobKey = `evidence/e2e-notary/${createHash('sha256').update(`${phone}-${name}`).digest('hex').slice(0, 16)}`;
    await blobs.put(blobKey, Readable.from([bytes]));
    const row = await recordEvidence(
      handle.db,
      ledger,
      { ownerUserId: owner, creatorUserId: owner, fileName: name, title: name, label: null, fileType: 1, productType: 1, mime: 'text/plain', size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), sm3: createHash('sm3').update(bytes).digest('hex'), blobKey, deviceInfo: null },
      '127.0.0.1',
    );
    made.push({ id: row.id, evidenceNo: row.evidence_no, fileName: name });
  }
  process.stdout.write(JSON.stringify(made));
} finally {
  await app.close();
}
