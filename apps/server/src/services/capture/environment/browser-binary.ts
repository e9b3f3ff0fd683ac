import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { promisify } from 'node:util';
import { sha256OfFile } from './hash-bytes';

const run = promisify(execFile);

/**
 * Hashing the browser binary takes about a second; it changes only when the package is upgraded, so the
 * hash is kept per (path, size, mtime) and computed again after any change of those.
 */
const cache = new Map<string, { stamp: string; sha256: string }>();

export async function cachedSha256(file: string): Promise<string> {
  const real = await fs.realpath(file);
  const st = await fs.stat(real);
  const stamp = `${st.size}:${st.mtimeMs}`;
  const hit = cache.get(real);
  if (hit && hit.stamp === stamp) return hit.sha256;
  const sha256 = await sha256OfFile(real);
  cache.set(real, { stamp, sha256 });
  return sha256;
}

/** `chromium --version`, e.g. "Chromium 156.0.8078.108 built on Debian GNU/Linux 12 (bookworm)". */
export async function versionText(launcher: string): Promise<string> {
  const { stdout } = await run(launcher, ['--version'], { timeout: 15_000 });
  return stdout.trim().slice(0, 200);
}

/**
 * The executable of the browser process this job started: the process whose command line carries the
 * job's own --user-data-dir and is not a child (no --type=). On Debian /usr/bin/chromium is a shell
 * script that execs the real binary, so hashing the launcher alone would not say which binary ran.
 * Linux only (/proc); null elsewhere or when the process is already gone.
 */
export async function runningBrowserExecutable(userDataDir: string): Promise<string | null> {
  let pids: string[];
  try {
    pids = (await fs.readdir('/proc')).filter((p) => /^\d+$/.test(p));
  } catch {
    return null;
  }
  for (const pid of pids) {
    try {
      const argv = (await fs.readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0');
      if (!argv.includes(`--user-data-dir=${userDataDir}`) || argv.some((a) => a.startsWith('--type='))) continue;
      return await fs.readlink(`/proc/${pid}/exe`);
    } catch {
      // a process that ended while we looked, or one we may not read
    }
  }
  return null;
}
