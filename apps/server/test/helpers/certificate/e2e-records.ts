/**
 * For the certificate e2e spec: `node --import tsx e2e-records.ts <DATA_DIR>` creates preserved
 * records in a data directory whose server is NOT running (the demo accounts must exist: seed-demo),
 * exactly as the upload does (original in the blob store, row, ledger leaf), and prints them as JSON.
 */
import path from 'node:path';
import { Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { localBlobStore } from '../../../src/providers/blob/local-blob-store';
import { recordEvidence } from '../../../src/services/evidence/record-evidence';
import { certificateViewToken } from '../../../src/services/certificate/view-token';
import { loadDownloadSecret } from '../../../src/services/downloads/signed-url';

// a 2×2 red PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: e2e-records.ts <DATA_DIR>');
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'no-web') });
const { app, handle, ledger } = await buildApp(config);
try {
  const users = new Map((await handle.db.selectFrom('users').select(['id', 'phone']).execute()).map((u) => [u.phone, u.id]));
  const blobs = localBlobStore(path.join(config.dataDir, 'blobs'));
  const save = async (phone: string, name: string, bytes: Buffer, fileType: 1 | 2, mime: string) => {
    const owner = users.get(phone)!;
    const blobKey = `evidence/e2e/${createHash('sha256').update(name).digest('hex').slice(0, 16)}`;
    await blobs.put(blobKey, Readable.from([bytes]));
    const row = await recordEvidence(handle.db, ledger, {
      ownerUserId: owner, creatorUserId: owner, fileName: name, title: name, label: null, fileType, productType: 1, mime, size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'), sm3: createHash('sm3').update(bytes).digest('hex'), blobKey,
      deviceInfo: fileType === 2 ? { appType: 'Android', configName: '华为', configModelName: 'Mate 60', configVersion: '14', configProcessor: 'Kirin 9000S', configCore: '12' } : null,
    }, '127.0.0.1');
    const viewToken = certificateViewToken(loadDownloadSecret(config.dataDir, config.download.secret), row.evidence_no);
    return { id: row.id, evidenceNo: row.evidence_no, sha256: row.sha256, sm3: row.sm3, leafIndex: row.leaf_index, viewToken };
  };
  const photo = await save('13800000001', '现场照片.png', PNG, 2, 'image/png');
  const contract = await save('13800000002', '购销合同（终稿）.txt', Buffer.from('合同正文：甲方与乙方于2026年11月22日签订。\n', 'utf8'), 1, 'text/plain');
  process.stdout.write(JSON.stringify({ photo, contract }));
} finally {
  await app.close();
}
