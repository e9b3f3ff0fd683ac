import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { assertBlobKey, BlobMissingError, type BlobStore } from './blob-store';

/**
 * Blobs as files under `root` ($DATA_DIR/blobs). A put writes `<key>.part-<random>`, fsyncs it,
 * renames it over the key and fsyncs the directory, so a crash leaves either the whole file or
 * none under the key (stray .part files are ignored and may be removed).
 */
export function localBlobStore(root: string): BlobStore {
  const fileOf = (key: string) => {
    assertBlobKey(key);
    return path.join(root, ...key.split('/'));
  };
  const store: BlobStore = {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const part = `${file}.part-${randomBytes(6).toString('hex')}`;
      try {
        const out = fs.createWriteStream(part, { flags: 'wx' });
        await pipeline(body, out);
        const size = await syncedSize(part);
        await fs.promises.rename(part, file);
        await syncDir(path.dirname(file));
        return { size };
      } catch (err) {
        await fs.promises.rm(part, { force: true });
        throw err;
      }
    },
    async adopt(key, source) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const size = await syncedSize(source);
      try {
        await fs.promises.rename(source, file);
      } catch (err) {
        // another file system: copy it the durable way, then let the source go
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        await store.put(key, fs.createReadStream(source));
        await fs.promises.rm(source, { force: true });
        return { size };
      }
      await syncDir(path.dirname(file));
      return { size };
    },
    async get(key, range) {
      const file = fileOf(key);
      try {
        await fs.promises.access(file, fs.constants.R_OK);
      } catch {
        throw new BlobMissingError(key);
      }
      return fs.createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },
    async stat(key) {
      try {
        const s = await fs.promises.stat(fileOf(key));
        return s.isFile() ? { size: s.size } : null;
      } catch {
        return null;
      }
    },
    async delete(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
  };
  return store;
}

/** Flushes a file's bytes to disk (before it is renamed into place) and answers its size. */
async function syncedSize(file: string): Promise<number> {
  const handle = await fs.promises.open(file, 'r+');
  try {
    await handle.sync();
    return (await handle.stat()).size;
  } finally {
    await handle.close();
  }
}

async function syncDir(dir: string): Promise<void> {
  const handle = await fs.promises.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
