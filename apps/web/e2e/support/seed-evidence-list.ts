/**
 * Records for the attestation-list journey, made the way an upload makes them (original stored,
 * row, ledger leaf, custody, audit) with the server's own code, against the e2e DATA_DIR before the
 * server starts. Run by the global setup with `node --import tsx` after `seed-demo`.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FileTypeCode, ProductTypeCode } from '@evidence/shared/constants';
import { loadConfig } from '../../../server/src/config';
import { connectDatabase } from '../../../server/src/db/connect';
import { migrateToLatest } from '../../../server/src/db/migrate';
import { openLedger } from '../../../server/src/ledger/open-ledger';
import { localBlobStore } from '../../../server/src/providers/blob/local-blob-store';
import { recordEvidence } from '../../../server/src/services/evidence/record-evidence';
import { LONG_NAME } from './long-name';

interface Seed {
  owner: string;
  creator: string;
  title: string;
  fileType: FileTypeCode;
  productType: ProductTypeCode;
  label: string | null;
}

/** Who preserved what (phones of the demo accounts: individual, company main, its member). */
export const LIST_SEEDS: Seed[] = [
  { owner: '13800000001', creator: '13800000001', title: '劳动合同.pdf', fileType: 1, productType: 1, label: '合同' },
  { owner: '13800000001', creator: '13800000001', title: '现场照片.jpg', fileType: 2, productType: 1, label: '照片' },
  { owner: '13800000001', creator: '13800000001', title: '录音证据.mp3', fileType: 3, productType: 2, label: null },
  { owner: '13800000002', creator: '13800000002', title: '公司章程.pdf', fileType: 1, productType: 1, label: '公司' },
  { owner: '13800000002', creator: '13800000003', title: '成员上传合同.pdf', fileType: 1, productType: 1, label: '合同' },
  { owner: '13800000002', creator: '13800000002', title: LONG_NAME, fileType: 1, productType: 2, label: '聊天记录' },
];

async function main() {
  const config = loadConfig();
  const handle = connectDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await migrateToLatest(handle);
    const ledger = await openLedger(handle.db, { dataDir: config.dataDir, ...config.ledger });
    const blobs = localBlobStore(path.join(config.dataDir, 'blobs'));
    const users = new Map((await handle.db.selectFrom('users').select(['id', 'phone']).execute()).map((u) => [u.phone, u.id]));
    for (const [i, s] of LIST_SEEDS.entries()) {
      const bytes = Buffer.from(`e2e evidence ${i}: ${s.title}`);
      const blobKey = `evidence/e2e/${createHash('sha256').update(bytes).digest('hex')}`;
      await blobs.put(blobKey, Readable.from([bytes]));
      await recordEvidence(
        handle.db,
        ledger,
        {
          ownerUserId: users.get(s.owner)!,
          creatorUserId: users.get(s.creator)!,
          fileName: s.title,
          title: s.title,
          label: s.label,
          fileType: s.fileType,
          productType: s.productType,
          mime: null,
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          sm3: createHash('sm3').update(bytes).digest('hex'),
          blobKey,
        },
        '127.0.0.1',
      );
    }
    await ledger.sequencer.flush();
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`seed-evidence-list failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
