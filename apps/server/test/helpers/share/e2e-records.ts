/**
 * For the share-dialog e2e spec: `node --import tsx e2e-records.ts <DATA_DIR>` creates one preserved PDF for the
 * demo individual (13800000001) and one for the demo company (13800000002), in a data directory whose server is NOT
 * running (seed-demo first), as the upload leaves them (original in the blob store, row, ledger leaf). Prints JSON.
 */
import path from 'node:path';
import { Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { localBlobStore } from '../../../src/providers/blob/local-blob-store';
import { recordEvidence } from '../../../src/services/evidence/record-evidence';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: e2e-records.ts <DATA_DIR>');
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'no-web') });
const { app, handle, ledger } = await buildApp(config);

async function pdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText(text, { x: 72, y: 760, size: 18, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

try {
  const users = new Map((await handle.db.selectFrom('users').select(['id', 'phone']).execute()).map((u) => [u.phone, u.id]));
  const blobs = localBlobStore(path.join(config.dataDir, 'blobs'));
  const save = async (phone: string, name: string, bytes: Buffer) => {
    const owner = users.get(phone)!;
    const blobKey = `evidence/e2e/${createHash('sha256').update(name).digest('hex').slice(0, 16)}`;
    await blobs.put(blobKey, Readable.from([bytes]));
    const row = await recordEvidence(handle.db, ledger, {
      ownerUserId: owner, creatorUserId: owner, fileName: name, title: name, label: null, fileType: 1, productType: 1, mime: 'application/pdf', size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'), sm3: createHash('sm3').update(bytes).digest('hex'), blobKey,
    }, '127.0.0.1');
    return { id: row.id, evidenceNo: row.evidence_no, sha256: row.sha256, size: bytes.length };
  };
  const wide = await save('13800000001', '租赁合同（签字版）.pdf', await pdf('Lease contract, signed copy'));
  const phone = await save('13800000002', '采购协议.pdf', await pdf('Purchase agreement'));
  process.stdout.write(JSON.stringify({ wide, phone }));
} finally {
  await app.close();
}
