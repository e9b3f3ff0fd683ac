import fs from 'node:fs';
import path from 'node:path';

/**
 * Removes what a crash left in the recorders' incoming directory: a file is there only while its request is
 * being received (it is moved into the BlobStore or removed when the request ends), so one older than `maxAgeMs`
 * belongs to no request any more. Answers how many were removed.
 */
export async function sweepIncoming(dir: string, maxAgeMs: number, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await fs.promises.readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const st = await fs.promises.stat(file).catch(() => null);
    if (st?.isFile() && st.mtimeMs < now - maxAgeMs) {
      await fs.promises.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** Where a recording's bytes wait while its request is received. */
export const incomingDir = (dataDir: string) => path.join(dataDir, 'bwc-incoming');
