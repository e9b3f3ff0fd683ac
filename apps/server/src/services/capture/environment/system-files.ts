import fs from 'node:fs/promises';
import { sha256Hex, sm3Hex } from './hash-bytes';
import type { FileFact } from './types';

/** The resolver configuration that decides where a host name leads. */
export const RESOLVER_FILES = ['/etc/hosts', '/etc/resolv.conf'];

const MAX_BYTES = 256 * 1024;

export async function readFileFact(path: string): Promise<FileFact> {
  try {
    const bytes = await fs.readFile(path);
    const cut = bytes.subarray(0, MAX_BYTES);
    return { path, size: bytes.length, sha256: sha256Hex(bytes), sm3: sm3Hex(bytes), content: cut.toString('utf8') };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    return { path, size: 0, sha256: '', sm3: '', content: null, error: code };
  }
}

/**
 * The lines of a hosts file that map the given host (comments and blank lines ignored; names compared
 * case-insensitively, a trailing dot ignored). Any such line would send the capture somewhere DNS
 * does not, so the report flags it.
 */
export function hostsLinesFor(hostsContent: string, host: string): string[] {
  const want = host.toLowerCase().replace(/\.$/, '');
  const found: string[] = [];
  for (const raw of hostsContent.split(/\r?\n/)) {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) continue;
    const [, ...names] = line.split(/\s+/);
    if (names.some((n) => n.toLowerCase().replace(/\.$/, '') === want)) found.push(line);
  }
  return found;
}

/** The nameserver lines of resolv.conf. */
export function nameserversOf(resolvConf: string): string[] {
  return resolvConf
    .split(/\r?\n/)
    .map((l) => /^\s*nameserver\s+(\S+)/.exec(l)?.[1])
    .filter((s): s is string => Boolean(s));
}
