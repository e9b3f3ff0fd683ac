import { createHash, randomBytes } from 'node:crypto';
import type { FileTypeCode, ProductTypeCode } from '@evidence/shared/constants';
import type { Evidence } from '../../src/db/schema';
import { recordEvidence } from '../../src/services/evidence/record-evidence';
import type { TestApp } from './test-app';

export interface SeedRecord {
  ownerUserId: number;
  creatorUserId: number;
  title?: string;
  fileName?: string;
  label?: string | null;
  fileType?: FileTypeCode;
  productType?: ProductTypeCode;
  blobKey?: string;
  /** moves the record's saved time (ms) after recording, for date-range boundaries */
  savedAt?: number;
}

/** A real record (row, leaf, custody, audit) through recordEvidence, as an upload would make it. */
export async function seedRecord(t: TestApp, r: SeedRecord): Promise<Evidence> {
  const bytes = randomBytes(16);
  const name = r.fileName ?? r.title ?? '文件.pdf';
  const row = await recordEvidence(
    t.db,
    t.ledger,
    {
      ownerUserId: r.ownerUserId,
      creatorUserId: r.creatorUserId,
      fileName: name,
      title: r.title ?? name,
      label: r.label ?? null,
      fileType: r.fileType ?? 1,
      productType: r.productType ?? 1,
      mime: null,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      sm3: createHash('sm3').update(bytes).digest('hex'),
      blobKey: r.blobKey ?? `evidence/test/${bytes.toString('hex')}`,
    },
    null,
  );
  if (r.savedAt === undefined) return row;
  // the list filters on saved_at; the leaf keeps its own time (the ledger is not what is tested here)
  return t.db.updateTable('evidence').set({ saved_at: r.savedAt }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
}
