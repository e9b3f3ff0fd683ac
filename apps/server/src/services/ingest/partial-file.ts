import fs from 'node:fs';
import type { FileHandle } from 'node:fs/promises';

const ALIGN = 4096;

/**
 * An upload's partial file opened for writing blocks at given positions. Whole aligned blocks are
 * written with O_DIRECT where the system and file system allow it: they skip the page cache, which
 * on the 2-CPU virtual machines we measure on costs more CPU than SM3 for a fresh file (a plain
 * 1 GiB write: 2.2–3.5 s of kernel time, against 0.45 s direct; docs/benchmarks.md). The block
 * memory is page-aligned (DigestPool's ring). Anything unaligned — the end of a file, a chunk that
 * ends mid-page — and file systems that refuse O_DIRECT (tmpfs) go through the ordinary handle, so
 * direct I/O only ever changes the speed. Both handles write the same file: the kernel keeps the
 * page cache coherent with direct writes, and no page is written both ways at once since a
 * direct write covers whole pages the buffered one never touches in the same block.
 */
export class PartialFile {
  private constructor(
    private readonly buffered: FileHandle,
    private direct: FileHandle | null,
  ) {}

  static async open(file: string, opts: { directIo: boolean } = { directIo: true }): Promise<PartialFile> {
    const buffered = await fs.promises.open(file, 'r+');
    let direct: FileHandle | null = null;
    const flag = fs.constants.O_DIRECT;
    if (flag !== undefined && opts.directIo) {
      direct = await fs.promises.open(file, fs.constants.O_WRONLY | flag).catch(() => null);
    }
    return new PartialFile(buffered, direct);
  }

  /** Writes all of `bytes` at `position`. */
  async write(bytes: Uint8Array, position: number): Promise<void> {
    let done = 0;
    while (done < bytes.length) {
      const part = bytes.subarray(done);
      let handle = this.buffered;
      if (this.direct && (part.byteOffset % ALIGN === 0) && (position + done) % ALIGN === 0 && part.length % ALIGN === 0) handle = this.direct;
      try {
        const { bytesWritten } = await handle.write(part, 0, part.length, position + done);
        done += bytesWritten;
      } catch (err) {
        // a file system that opened with O_DIRECT but refuses the write: carry on without it
        if (handle !== this.direct || (err as NodeJS.ErrnoException).code !== 'EINVAL') throw err;
        const direct = this.direct;
        this.direct = null;
        await direct.close().catch(() => undefined);
      }
    }
  }

  /** Closes both handles once the writes in flight are done. */
  async close(): Promise<void> {
    await Promise.all([this.buffered.close(), this.direct?.close()]);
  }
}
