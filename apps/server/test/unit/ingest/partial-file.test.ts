import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { PartialFile } from '../../../src/services/ingest/partial-file';

const MiB = 1024 * 1024;
// a disk directory (O_DIRECT possible) and tmpfs (O_DIRECT refused): the bytes must be the same
const dirs = [fs.mkdtempSync(path.join(os.tmpdir(), 'partial-')), ...(fs.existsSync('/dev/shm') ? [fs.mkdtempSync('/dev/shm/partial-')] : [])];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** Page-aligned memory, like the digest ring (WebAssembly memory is allocated page-aligned). */
function aligned(bytes: Uint8Array): Uint8Array {
  const { Memory } = (globalThis as unknown as { WebAssembly: { Memory: new (s: { initial: number }) => { buffer: ArrayBuffer } } }).WebAssembly;
  const view = new Uint8Array(new Memory({ initial: Math.ceil(bytes.length / 65536) || 1 }).buffer, 0, bytes.length);
  view.set(bytes);
  return view;
}

describe('PartialFile: blocks written at their positions, direct where aligned', () => {
  for (const [dir, directIo] of [...dirs.map((d) => [d, true] as const), [dirs[0]!, false] as const]) {
    it(`writes aligned, unaligned and tail blocks in any order (${dir.startsWith('/dev/shm') ? 'tmpfs' : 'disk'}, direct I/O ${directIo ? 'allowed' : 'off'})`, async () => {
      const file = path.join(dir, `upload-${directIo}`);
      fs.writeFileSync(file, '');
      const data = randomBytes(3 * MiB + 4096 * 3 + 123);
      // block edges: aligned starts with aligned lengths, an odd middle, and a short tail
      const cuts = [0, MiB, 2 * MiB, 2 * MiB + 1000, 3 * MiB + 4096 * 3, data.length];
      const out = await PartialFile.open(file, { directIo });
      const writes = cuts.slice(0, -1).map((from, i) => () => out.write(aligned(data.subarray(from, cuts[i + 1])), from));
      // all at once, as the ring's blocks are
      await Promise.all(writes.reverse().map((w) => w()));
      await out.close();
      expect(fs.readFileSync(file).equals(data)).toBe(true);
    });
  }
});
