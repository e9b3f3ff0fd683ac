import yauzl from 'yauzl';

const MAX_ENTRIES = 10_000;

/**
 * Every file of a ZIP held in memory, by path. A package is read whole (our packages are bounded by the
 * capture's caps); directories are skipped; more than MAX_ENTRIES files is refused as not ours.
 */
export function readZip(bytes: Buffer, maxTotal = 2 * 1024 ** 3): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('not a zip'));
      const files = new Map<string, Buffer>();
      let total = 0;
      zip.on('error', reject);
      zip.on('end', () => resolve(files));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (files.size >= MAX_ENTRIES) return reject(new Error('too many files'));
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        total += entry.uncompressedSize;
        if (total > maxTotal) return reject(new Error('too large'));
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('unreadable entry'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', reject);
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}
