import path from 'node:path';
import { Readable } from 'node:stream';
import { createHash, randomBytes } from 'node:crypto';
import { localBlobStore } from '../../../src/providers/blob/local-blob-store';
import { recordEvidence, type NewEvidence } from '../../../src/services/evidence/record-evidence';
import type { Evidence } from '../../../src/db/schema';
import type { TestApp } from '../test-app';

/**
 * A preserved record as the upload would leave it: the original stored in the server's blob store
 * ($DATA_DIR/blobs), then recorded (row, ledger leaf, 已上传).
 */
export async function storeRecord(t: TestApp, who: { ownerUserId: number; creatorUserId: number }, content: Buffer | string, over: Partial<NewEvidence> = {}): Promise<Evidence> {
  const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
  const blobKey = `evidence/test/${randomBytes(8).toString('hex')}`;
  await localBlobStore(path.join(t.dataDir, 'blobs')).put(blobKey, Readable.from([bytes]));
  return recordEvidence(
    t.db,
    t.ledger,
    {
      ...who,
      fileName: '合同 第1版.txt',
      title: '合同 第1版.txt',
      label: null,
      fileType: 1,
      productType: 1,
      mime: 'text/plain',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      sm3: createHash('sm3').update(bytes).digest('hex'),
      blobKey,
      ...over,
    },
    '10.9.9.9',
  );
}

export function removeOriginal(t: TestApp, row: Evidence): Promise<void> {
  return localBlobStore(path.join(t.dataDir, 'blobs')).delete(row.blob_key!);
}
