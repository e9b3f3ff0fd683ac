import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { UsageError } from './usage';

export interface FileHashes {
  sha256: string;
  sm3: string;
  size: number;
}

/** SHA-256 and SM3 of a byte stream in one pass: chunks are hashed as they come, never held whole. */
export async function hashStream(stream: AsyncIterable<unknown>): Promise<FileHashes> {
  const sha256 = createHash('sha256');
  const sm3 = createHash('sm3');
  let size = 0;
  for await (const chunk of stream) {
    const bytes = chunk as Buffer;
    sha256.update(bytes);
    sm3.update(bytes);
    size += bytes.length;
  }
  return { sha256: sha256.digest('hex'), sm3: sm3.digest('hex'), size };
}

/** Hashes a file on disk; a missing or unreadable file is wrong use (exit code 2), not a failed check. */
export async function hashFile(file: string): Promise<FileHashes> {
  try {
    return await hashStream(createReadStream(file, { highWaterMark: 1 << 20 }));
  } catch (err) {
    const reason = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
    throw new UsageError(`无法读取要核验的文件 ${file}（${reason}）`, `cannot read the file to check: ${file} (${reason})`);
  }
}
