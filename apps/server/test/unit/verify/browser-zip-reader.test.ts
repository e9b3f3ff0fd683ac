import { createHash, randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { listZipEntries, streamZipEntry } from '../../../../web/src/features/verify/lib/zip-reader';

/**
 * The verify page's ZIP reader (apps/web/src/features/verify/lib/zip-reader.ts) on archives made the
 * way the evidence package is made (yazl): buffered and streamed entries (data descriptors), stored
 * and deflated, and ZIP64 throughout. A Node Blob stands in for the browser's File.
 */
async function yazlZip(entries: Array<{ name: string; data: Buffer; compress: boolean; stream?: boolean }>, forceZip64Format: boolean): Promise<Blob> {
  const zip = new yazl.ZipFile();
  for (const e of entries) {
    if (e.stream) {
      const s = new PassThrough();
      zip.addReadStream(s, e.name, { compress: e.compress, forceZip64Format });
      s.end(e.data);
    } else {
      zip.addBuffer(e.data, e.name, { compress: e.compress, forceZip64Format });
    }
  }
  zip.end({ forceZip64Format, comment: '' });
  const chunks: Buffer[] = [];
  for await (const c of zip.outputStream) chunks.push(c as Buffer);
  return new Blob([Buffer.concat(chunks)]);
}

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

describe('the browser ZIP reader', () => {
  for (const zip64 of [false, true]) {
    it(`reads every kind of yazl entry${zip64 ? ' in ZIP64 form' : ''}`, async () => {
      const big = randomBytes(300_000);
      const text = Buffer.from('验证说明\n'.repeat(1000));
      const blob = await yazlZip([
        { name: '证据包/原件.bin', data: big, compress: false, stream: true },
        { name: '证据包/原件-压缩.bin', data: big, compress: true, stream: true },
        { name: '证据包/验证说明.txt', data: text, compress: true },
        { name: '证据包/空.txt', data: Buffer.alloc(0), compress: false },
      ], zip64);
      const entries = await listZipEntries(blob);
      expect(entries.map((e) => [e.name, e.size])).toEqual([
        ['证据包/原件.bin', big.length], ['证据包/原件-压缩.bin', big.length], ['证据包/验证说明.txt', text.length], ['证据包/空.txt', 0],
      ]);
      for (const [entry, expected] of entries.map((e, i) => [e, [big, big, text, Buffer.alloc(0)][i]!] as const)) {
        const h = createHash('sha256');
        let chunks = 0;
        await streamZipEntry(blob, entry, 7_000, (c) => {
          h.update(c);
          chunks += 1;
        });
        expect(h.digest('hex')).toBe(sha(expected));
        // read in slices, never whole
        if (entry.compressedSize > 7_000) expect(chunks).toBeGreaterThan(1);
      }
    });
  }

  it('refuses a truncated archive and something that is not a ZIP', async () => {
    const blob = await yazlZip([{ name: 'a.bin', data: randomBytes(5000), compress: false }], false);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    await expect(listZipEntries(new Blob([bytes.slice(0, 100)]))).rejects.toThrow(/ZIP/);
    await expect(listZipEntries(new Blob(['hello']))).rejects.toThrow(/不是 ZIP 文件/);
    // the directory survives but an entry's data was cut short
    const entries = await listZipEntries(blob);
    const cut = new Blob([bytes.slice(0, 30 + 5 + 100), bytes.slice(30 + 5 + 100 + 4000)]);
    await expect(streamZipEntry(cut, entries[0]!, 1000, () => undefined)).rejects.toThrow();
  });
});
