import fs from 'node:fs';
import path from 'node:path';
import { createHash, type Hash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { ERRORS } from '@tus/server';

interface HashState {
  sha256: Hash;
  sm3: Hash;
  /** how many leading bytes of the partial file both hashes have seen */
  bytes: number;
}

export interface FileDigests {
  sha256: string;
  sm3: string;
}

/**
 * The tus file store, hashing SHA-256 and SM3 in the same pass that writes each chunk to the
 * partial file (never buffering the file). The hash state of an upload lives in this process
 * between chunk requests; when it is absent or does not cover exactly the bytes on disk (server
 * restarted, another process took the previous chunk, a chunk failed half-way), it is rebuilt by
 * streaming the partial file once before the next bytes are hashed. A chunk at the wrong offset
 * never reaches this store: tus refuses it with 409 under the upload's lock.
 */
export class HashingFileStore extends FileStore {
  private readonly states = new Map<string, HashState>();

  private readonly dir: string;

  constructor(opts: { directory: string }) {
    super({ directory: opts.directory });
    this.dir = opts.directory;
  }

  /** The partial file of an upload (ids are the server's 32 hex characters, nothing else). */
  pathOf(id: string): string {
    if (!/^[0-9a-f]{32}$/.test(id)) throw ERRORS.FILE_NOT_FOUND;
    return path.join(this.dir, id);
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const file = this.pathOf(id);
    const state = await this.stateAt(id, offset);
    let received = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _enc, done) {
        state.sha256.update(chunk);
        state.sm3.update(chunk);
        received += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await pipeline(readable, tap, fs.createWriteStream(file, { flags: 'r+', start: offset }));
    } catch {
      // some of the hashed bytes may not be on disk: rebuild from the file next time
      this.states.delete(id);
      throw ERRORS.FILE_WRITE_ERROR;
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
    return { sha256: state.sha256.digest('hex'), sm3: state.sm3.digest('hex') };
  }

  /** Removes the partial file (gone already when it was moved into the BlobStore) and its info. */
  override async remove(id: string): Promise<void> {
    this.states.delete(id);
    await fs.promises.rm(this.pathOf(id), { force: true });
    await this.configstore.delete(id);
  }

  /** Forgets the in-memory state (tests use it to act as a restarted server). */
  forgetState(id?: string): void {
    if (id === undefined) this.states.clear();
    else this.states.delete(id);
  }

  private async stateAt(id: string, offset: number): Promise<HashState> {
    const known = this.states.get(id);
    if (known && known.bytes === offset) return known;
    const state: HashState = { sha256: createHash('sha256'), sm3: createHash('sm3'), bytes: 0 };
    if (offset > 0) {
      const input = fs.createReadStream(this.pathOf(id), { start: 0, end: offset - 1, highWaterMark: 1024 * 1024 });
      for await (const chunk of input as AsyncIterable<Buffer>) {
        state.sha256.update(chunk);
        state.sm3.update(chunk);
        state.bytes += chunk.length;
      }
      if (state.bytes !== offset) throw ERRORS.FILE_WRITE_ERROR;
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
