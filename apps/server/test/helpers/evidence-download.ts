import path from 'node:path';
import { Readable } from 'node:stream';
import { createHash, randomBytes } from 'node:crypto';
import yauzl from 'yauzl';
import contentDispositionHeader from 'content-disposition';
import { localBlobStore } from '../../src/providers/blob/local-blob-store';
import { recordEvidence } from '../../src/services/evidence/record-evidence';
import type { Evidence } from '../../src/db/schema';
import type { TestApp } from './test-app';

/** A record with a real original in the test server's blob store (as the upload would leave it). */
export async function makeRecord(t: TestApp, o: { owner: number; creator: number; fileName: string; content: Buffer | string; mime?: string; label?: string }): Promise<Evidence & { content: Buffer }> {
  const content = Buffer.isBuffer(o.content) ? o.content : Buffer.from(o.content, 'utf8');
  const blobKey = `evidence/test/${randomBytes(8).toString('hex')}`;
  await localBlobStore(path.join(t.dataDir, 'blobs')).put(blobKey, Readable.from([content]));
  const row = await recordEvidence(
    t.db,
    t.ledger,
    {
      ownerUserId: o.owner,
      creatorUserId: o.creator,
      fileName: o.fileName,
      title: o.fileName,
      label: o.label ?? null,
      fileType: 1,
      productType: 1,
      mime: o.mime ?? 'application/pdf',
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      sm3: createHash('sm3').update(content).digest('hex'),
      blobKey,
    },
    '10.9.9.9',
  );
  return { ...row, content };
}

export function blobPath(t: TestApp, key: string): string {
  return path.join(t.dataDir, 'blobs', ...key.split('/'));
}

/** The file name a browser would save: RFC 6266 filename* decoded. */
export function dispositionName(header: string | undefined): string | undefined {
  if (!header) return undefined;
  return contentDispositionHeader.parse(header).parameters.filename;
}

/** Every entry of a ZIP (name → bytes) and whether the UTF-8 flag was set on each, read with yauzl. */
export async function readZip(buf: Buffer): Promise<Array<{ name: string; utf8: boolean; data: Buffer }>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(buf, { lazyEntries: true, decodeStrings: true, strictFileNames: true, validateEntrySizes: true }, (err, z) => (err ? reject(err) : resolve(z))),
  );
  const out: Array<{ name: string; utf8: boolean; data: Buffer }> = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', resolve);
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (err, stream) => {
        if (err) return reject(err);
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('error', reject);
        stream.on('end', () => {
          out.push({ name: entry.fileName, utf8: (entry.generalPurposeBitFlag & 0x800) !== 0, data: Buffer.concat(chunks) });
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
  return out;
}
