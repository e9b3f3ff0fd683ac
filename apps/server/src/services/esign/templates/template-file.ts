import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { BlobStore } from '../../../providers/blob/blob-store';
import type { PdfFacts } from './read-pdf';

export interface StoredTemplateFile extends PdfFacts {
  fileName: string;
  blobKey: string;
  size: number;
  sha256: string;
  sm3: string;
}

/** A file name fit for the list and a download header: the base name, no control characters, ≤ 255. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return clean === '' ? '合同.pdf' : clean;
}

/**
 * Stores a PDF already checked by content (readPdfFacts, whose facts are passed in) under esign-templates/<yyyymm>/<random>.pdf
 * with its SHA-256 and SM3. The bytes are already in memory (≤ 20 MB, read with a size limit), so both
 * hashes come from one pass over them. Stored before the row is written: the caller deletes the blob
 * if its transaction fails, so nothing is left half-written.
 */
export async function storeTemplateFile(blobs: BlobStore, bytes: Buffer, fileName: string | undefined, facts: PdfFacts): Promise<StoredTemplateFile> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const sm3 = createHash('sm3').update(bytes).digest('hex');
  const month = new Date().toISOString().slice(0, 7).replace('-', '');
  const blobKey = `esign-templates/${month}/${randomBytes(16).toString('hex')}.pdf`;
  await blobs.put(blobKey, Readable.from([bytes]), { contentType: 'application/pdf' });
  return { ...facts, fileName: cleanFileName(fileName), blobKey, size: bytes.length, sha256, sm3 };
}
