/**
 * Records for the notarization lists journey (notary-lists.spec.ts): NOTARY_SEED_COUNT files of the demo
 * company's main account, made the way an upload makes them (original stored, row, ledger leaf, custody,
 * audit) with the server's own code, against the spec's own DATA_DIR before its server starts. More than
 * one page (10), so the picker's selection is kept across a page change.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { EvidenceStatus } from '@evidence/shared/constants';
import { loadConfig } from '../../../server/src/config';
import { connectDatabase } from '../../../server/src/db/connect';
import { migrateToLatest } from '../../../server/src/db/migrate';
import { openLedger } from '../../../server/src/ledger/open-ledger';
import { localBlobStore } from '../../../server/src/providers/blob/local-blob-store';
import { recordEvidence } from '../../../server/src/services/evidence/record-evidence';
import { DEMO } from './accounts';
import { NOTARY_MISSING_TITLE, NOTARY_SEED_COUNT, notarySeedTitle } from './notary-seeds';

async function main() {
  const config = loadConfig();
  const handle = connectDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await migrateToLatest(handle);
    const ledger = await openLedger(handle.db, { dataDir: config.dataDir, ...config.ledger });
    const blobs = localBlobStore(path.join(config.dataDir, 'blobs'));
    const owner = await handle.db.selectFrom('users').select('id').where('phone', '=', DEMO.companyMain.phone).executeTakeFirstOrThrow();
    const titles = [...Array.from({ length: NOTARY_SEED_COUNT }, (_, i) => notarySeedTitle(i + 1)), NOTARY_MISSING_TITLE];
    for (const [i, title] of titles.entries()) {
      const bytes = Buffer.from(`e2e notarization record ${i}: ${title}`);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const blobKey = `evidence/e2e/${sha256}`;
      await blobs.put(blobKey, Readable.from([bytes]));
      const saved = await recordEvidence(
        handle.db,
        ledger,
        {
          ownerUserId: owner.id, creatorUserId: owner.id, fileName: title, title, label: null, fileType: 1, productType: 1, mime: 'application/pdf',
          size: bytes.length, sha256, sm3: createHash('sm3').update(bytes).digest('hex'), blobKey,
        },
        '127.0.0.1',
      );
      if (title === NOTARY_MISSING_TITLE) {
        // its original is lost, as a failed storage would leave it: the row says so and the blob is gone
        await blobs.delete(blobKey);
        await handle.db.updateTable('evidence').set({ status: EvidenceStatus.missing }).where('id', '=', saved.id).execute();
      }
    }
    await ledger.sequencer.flush();
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`seed-notary-records failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
