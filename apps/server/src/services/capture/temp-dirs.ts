import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The working directories of captures (a web capture's browser profile and HAR, a session's recording)
 * live in the system's temp directory and are removed when the capture ends. A process killed meanwhile
 * (SIGKILL, power) removes nothing, and nothing else did: each name therefore says which process made it
 * (its pid and a token drawn once per process, since a restarted container often gets the same pid), and
 * every start removes the directories of processes that are gone (issue 23 item 6).
 */
const PREFIX = 'evidence-capture-';
const BOOT = randomBytes(4).toString('hex');
const NAME = /^evidence-capture-(\d+)-([0-9a-f]{8})-/;

/** A new, empty working directory for one capture of this process. */
export function makeCaptureTempDir(kind: 'web' | `session-${number}`, root = os.tmpdir()): string {
  return fs.mkdtempSync(path.join(root, `${PREFIX}${process.pid}-${BOOT}-${kind}-`));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the capture directories in `root` left by processes that no longer run: another pid that is
 * not alive, or this pid with another token (an earlier process that had it). Directories of live
 * processes, this one's own and anything not named like a capture's are left alone. Answers how many
 * were removed; one that cannot be removed is left for the next start.
 */
export function sweepCaptureTempDirs(root = os.tmpdir()): number {
  let removed = 0;
  let names: string[];
  try {
    names = fs.readdirSync(root);
  } catch {
    return 0;
  }
  for (const name of names) {
    const m = NAME.exec(name);
    if (!m) continue;
    const pid = Number(m[1]);
    const gone = pid === process.pid ? m[2] !== BOOT : !alive(pid);
    if (!gone) continue;
    try {
      fs.rmSync(path.join(root, name), { recursive: true, force: true });
      removed += 1;
    } catch {
      // still in use or not ours to remove: the next start tries again
    }
  }
  return removed;
}
