/**
 * Records with real originals on a data directory, for the ZIP benchmark and the batch download
 * browser test: demo accounts (seed-demo), then each file put in the blob store and recorded through
 * recordEvidence (row, ledger leaf, 已上传), exactly as an upload leaves them.
 */
import path from 'node:path';
import { Readable } from 'node:stream';
import { createHash, randomBytes } from 'node:crypto';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { localBlobStore } from '../src/providers/blob/local-blob-store';
import { seedDemo } from '../src/services/demo/seed-demo';
import { recordEvidence } from '../src/services/evidence/record-evidence';
import type { FileTypeCode } from '@evidence/shared/constants';

export interface SeedFile {
  ownerPhone: string;
  fileName: string;
  content: Buffer;
  label?: string | null;
  fileType?: FileTypeCode;
  /** set afterwards, as if the record were still uploading or its original were found missing */
  status?: 'uploading' | 'missing';
}

export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;

export async function openApp(dataDir: string, env: Record<string, string> = {}): Promise<BuiltApp> {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', LEDGER_BATCH_DELAY_MS: '5', WEB_DIST: path.join(dataDir, 'no-web'), ...env });
  return buildApp(config);
}

/** Seeds the demo accounts and the files (at most `parallel` at once); answers the new ids in order. */
export async function seedEvidence(built: BuiltApp, dataDir: string, files: readonly SeedFile[], parallel = 64): Promise<number[]> {
  const db = built.handle.db;
  await seedDemo(db, loadConfig({ DATA_DIR: dataDir }));
  const users = new Map((await db.selectFrom('users').select(['id', 'phone']).execute()).map((u) => [u.phone, Number(u.id)]));
  const blobs = localBlobStore(path.join(dataDir, 'blobs'));
  const ids: number[] = new Array<number>(files.length);
  for (let start = 0; start < files.length; start += parallel) {
    await Promise.all(
      files.slice(start, start + parallel).map(async (f, j) => {
        const owner = users.get(f.ownerPhone);
        if (owner === undefined) throw new Error(`no account ${f.ownerPhone}`);
        const blobKey = `evidence/seed/${randomBytes(8).toString('hex')}`;
        await blobs.put(blobKey, Readable.from([f.content]));
        const row = await recordEvidence(
          db,
          built.ledger,
          {
            ownerUserId: owner,
            creatorUserId: owner,
            fileName: f.fileName,
            title: f.fileName,
            label: f.label ?? null,
            fileType: f.fileType ?? 1,
            productType: 1,
            mime: null,
            size: f.content.length,
            sha256: createHash('sha256').update(f.content).digest('hex'),
            sm3: createHash('sm3').update(f.content).digest('hex'),
            blobKey,
          },
          null,
        );
        if (f.status) await db.updateTable('evidence').set({ status: f.status }).where('id', '=', row.id).execute();
        ids[start + j] = Number(row.id);
      }),
    );
  }
  return ids;
}
