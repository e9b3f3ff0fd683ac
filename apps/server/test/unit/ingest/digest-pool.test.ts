import { createHash, randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { BLOCK_BYTES, DigestPool, type DigestStream } from '../../../src/services/ingest/digest-pool';

const pool = new DigestPool();
afterAll(() => pool.close());

const hex = (algo: string, data: Uint8Array) => createHash(algo).update(data).digest('hex');

/** Feeds data in chunks of random sizes (1 byte to 1.5 blocks), as a socket would. */
async function feed(stream: DigestStream, data: Uint8Array): Promise<void> {
  for (let at = 0; at < data.length; ) {
    const n = Math.min(data.length - at, 1 + Math.floor(Math.random() * BLOCK_BYTES * 1.5));
    await stream.update(data.subarray(at, at + n));
    at += n;
  }
}

describe('DigestPool: SHA-256 and SM3 in worker threads over a bounded ring', () => {
  it('gives the digests of node:crypto for several uploads at once, fed in uneven chunks', async () => {
    const files = [0, 1, 4095, BLOCK_BYTES, BLOCK_BYTES + 1, 3 * BLOCK_BYTES + 12345].map((n) => randomBytes(n));
    const results = await Promise.all(
      files.map(async (data) => {
        const stream = pool.open();
        await feed(stream, data);
        return stream.digest();
      }),
    );
    results.forEach((r, i) => expect(r).toEqual({ sha256: hex('sha256', files[i]!), sm3: hex('sm3', files[i]!) }));
  });

  it('hands every block to the sink in order, and flush waits for the sink', async () => {
    const data = randomBytes(5 * BLOCK_BYTES + 777);
    const stream = pool.open();
    const parts: Buffer[] = [];
    let position = 0;
    stream.setSink((bytes) => {
      // placed by the position the call order gives; slower than the producer, finishing out of order
      const at = position;
      position += bytes.length;
      parts[at / BLOCK_BYTES] = Buffer.from(bytes);
      return new Promise((r) => setTimeout(r, Math.random() * 20));
    });
    await feed(stream, data);
    await stream.flush();
    expect(Buffer.concat(parts).equals(data)).toBe(true);
    expect(await stream.digest()).toEqual({ sha256: hex('sha256', data), sm3: hex('sm3', data) });
  });

  it('never gives a new sink the bytes queued before it was set', async () => {
    const before = randomBytes(BLOCK_BYTES / 2 + 3);
    const after = randomBytes(BLOCK_BYTES + 5);
    const stream = pool.open();
    await stream.update(before);
    const got: Buffer[] = [];
    stream.setSink(async (bytes) => {
      got.push(Buffer.from(bytes));
    });
    await stream.update(after);
    await stream.flush();
    expect(Buffer.concat(got).equals(after)).toBe(true);
    const all = Buffer.concat([before, after]);
    expect(await stream.digest()).toEqual({ sha256: hex('sha256', all), sm3: hex('sm3', all) });
  });

  it('holds a producer back while the ring is full (bounded memory), and lets it go when room is made', async () => {
    const stream = pool.open();
    const held: Array<() => void> = [];
    stream.setSink(() => new Promise<void>((r) => held.push(r)));
    let queued = 0;
    let waiting = false;
    const producer = (async () => {
      for (let i = 0; i < 40; i += 1) {
        const step = stream.update(Buffer.alloc(BLOCK_BYTES, i));
        waiting = true;
        await step;
        waiting = false;
        queued += 1;
      }
    })();
    await new Promise((r) => setTimeout(r, 200));
    // the sink holds every block: the producer stops once the ring's blocks are all taken
    expect(waiting).toBe(true);
    expect(queued).toBeLessThan(40);
    expect(queued * BLOCK_BYTES).toBeLessThanOrEqual(64 * 1024 * 1024);
    const stalledAt = queued;
    // releasing blocks one at a time lets the producer through
    while (queued < 40) {
      held.shift()?.();
      await new Promise((r) => setTimeout(r, 5));
    }
    await producer;
    expect(queued).toBeGreaterThan(stalledAt);
    for (const release of held.splice(0)) release();
    await stream.flush();
    stream.drop();
  });

  it('reports a failed sink write on flush', async () => {
    const stream = pool.open();
    stream.setSink(async () => {
      throw new Error('disk full');
    });
    await stream.update(randomBytes(10));
    await expect(stream.flush()).rejects.toThrow('disk full');
    stream.drop();
  });

  it('fails the uploads of a worker that died, and serves new uploads with a fresh worker', async () => {
    const own = new DigestPool(2);
    try {
      const stream = own.open();
      await stream.update(randomBytes(1000));
      const workers = (own as unknown as { workers: Array<{ worker: { terminate(): Promise<number> } }> }).workers;
      await workers[0]!.worker.terminate();
      await new Promise((r) => setTimeout(r, 50));
      await expect(stream.digest()).rejects.toThrow();
      const data = randomBytes(BLOCK_BYTES + 9);
      const next = own.open();
      await feed(next, data);
      expect(await next.digest()).toEqual({ sha256: hex('sha256', data), sm3: hex('sm3', data) });
    } finally {
      await own.close();
    }
  });
});
