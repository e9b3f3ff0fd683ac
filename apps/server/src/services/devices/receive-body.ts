import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { DEVICE_MSG } from '@evidence/shared/constants';
import { refuse } from '../../errors';

export interface ReceivedFile {
  file: string;
  size: number;
  sha256: string;
  sm3: string;
  head: Uint8Array;
}

/**
 * Streams a request body into a file of its own under `dir`, hashing SHA-256 and SM3 as it goes (never
 * buffered whole). More bytes than announced, or fewer (a cut connection), remove the file and refuse.
 */
export async function receiveBody(body: Readable, dir: string, expectedSize: number): Promise<ReceivedFile> {
  await fs.promises.mkdir(dir, { recursive: true });
  const file = path.join(dir, randomBytes(16).toString('hex'));
  const sha256 = createHash('sha256');
  const sm3 = createHash('sm3');
  let size = 0;
  const chunks: Buffer[] = [];
  let headBytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > expectedSize) return done(refuse(DEVICE_MSG.bodyHashBad));
      sha256.update(chunk);
      sm3.update(chunk);
      if (headBytes < 4096) {
        chunks.push(chunk.subarray(0, 4096 - headBytes));
        headBytes += Math.min(chunk.length, 4096 - headBytes);
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(body, tap, fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    if (size !== expectedSize) throw refuse(DEVICE_MSG.bodyHashBad);
  } catch (err) {
    await fs.promises.rm(file, { force: true });
    throw err;
  }
  return { file, size, sha256: sha256.digest('hex'), sm3: sm3.digest('hex'), head: Buffer.concat(chunks) };
}
