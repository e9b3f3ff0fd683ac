import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { ERRORS } from '@tus/server';
import { DigestPool, type DigestStream, type FileDigests } from './digest-pool';
import { PartialFile } from './partial-file';

export type { FileDigests } from './digest-pool';

interface HashState {
  digests: DigestStream;
  /** how many leading bytes of the partial file both hashes have seen */
  bytes: number;
}

/**
 * The tus file store, hashing SHA-256 and SM3 in the same pass that writes each chunk to the
 * partial file (never buffering the file); the hashing runs in worker threads (DigestPool) while
 * this thread goes on receiving and writing. The hash state of an upload lives in this process
 * between chunk requests; when it is absent or does not cover exactly the bytes on disk (server
 * restarted, another process took the previous chunk, a chunk failed half-way), it is rebuilt by
 * streaming the partial file once before the next bytes are hashed. A chunk at the wrong offset
 * never reaches this store: tus refuses it with 409 under the upload's lock.
 */
export class HashingFileStore extends FileStore {
  private readonly states = new Map<string, HashState>();

  private readonly dir: string;

  private readonly pool = new DigestPool();

  private readonly directIo: boolean;

  constructor(opts: { directory: string; directIo?: boolean }) {
    super({ directory: opts.directory });
    this.dir = opts.directory;
    this.directIo = opts.directIo ?? true;
  }

  /** The partial file of an upload (ids are the server's 32 hex characters, nothing else). */
  pathOf(id: string): string {
    if (!/^[0-9a-f]{32}$/.test(id)) throw ERRORS.FILE_NOT_FOUND;
    return path.join(this.dir, id);
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const state = await this.stateAt(id, offset);
    const out = await PartialFile.open(this.pathOf(id), { directIo: this.directIo });
    let position = offset;
    // each block of the ring is written where it belongs while the workers hash it
    state.digests.setSink((bytes) => {
      const at = position;
      position += bytes.length;
      return out.write(bytes, at);
    });
    let received = 0;
    try {
      // update waits while the ring is full: the client is slowed, nothing piles up in memory
      for await (const chunk of readable as AsyncIterable<Buffer>) {
        await state.digests.update(chunk);
        received += chunk.length;
      }
      await state.digests.flush();
    } catch {
      // some of the hashed bytes may not be on disk: rebuild from the file next time
      this.forgetState(id);
      throw ERRORS.FILE_WRITE_ERROR;
    } finally {
      state.digests.setSink(null);
      // waits for writes still in flight
      await out.close();
    }
    state.bytes = offset + received;
    return offset + received;
  }

  /**
   * The digests of the whole upload of `size` bytes. Uses the running state when it covers the
   * file exactly, otherwise hashes the file (streaming). The state is consumed.
   */
  async digest(id: string, size: number): Promise<FileDigests> {
    const state = await this.stateAt(id, size);
    this.states.delete(id);
    return state.digests.digest();
  }

  /** Removes the partial file (gone already when it was moved into the BlobStore) and its info. */
  override async remove(id: string): Promise<void> {
    this.forgetState(id);
    await fs.promises.rm(this.pathOf(id), { force: true });
    await this.configstore.delete(id);
  }

  /** Forgets the in-memory state (tests use it to act as a restarted server). */
  forgetState(id?: string): void {
    for (const [key, state] of this.states) {
      if (id !== undefined && key !== id) continue;
      state.digests.drop();
      this.states.delete(key);
    }
  }

  /** Stops the hashing workers (the app is closing). */
  async close(): Promise<void> {
    this.forgetState();
    await this.pool.close();
  }

  private async stateAt(id: string, offset: number): Promise<HashState> {
    const known = this.states.get(id);
    if (known && known.bytes === offset) return known;
    this.forgetState(id);
    const state: HashState = { digests: this.pool.open(), bytes: 0 };
    try {
      if (offset > 0) {
        const input = fs.createReadStream(this.pathOf(id), { start: 0, end: offset - 1, highWaterMark: 1024 * 1024 });
        for await (const chunk of input as AsyncIterable<Buffer>) {
          await state.digests.update(chunk);
          state.bytes += chunk.length;
        }
      }
    } catch {
      state.digests.drop();
      throw ERRORS.FILE_WRITE_ERROR;
    }
    if (state.bytes !== offset) {
      state.digests.drop();
      throw ERRORS.FILE_WRITE_ERROR;
    }
    this.states.set(id, state);
    return state;
  }
}

/*
 * @tus/file-store creates its directory from the constructor with an async mkdir whose callback
 * throws on failure: an uncaught exception when the data directory is removed while it is in flight
 * (a test server closed at once, a volume unmounted at shutdown). Create it synchronously instead,
 * so a failure surfaces where the store is made. (The base method is private in its types.)
 */
(HashingFileStore.prototype as unknown as { checkOrCreateDirectory: (this: { directory: string }) => void }).checkOrCreateDirectory = function () {
  fs.mkdirSync(this.directory, { recursive: true, mode: 0o777 });
};
