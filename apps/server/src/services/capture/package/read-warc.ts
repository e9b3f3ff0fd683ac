import { gunzipSync } from 'node:zlib';
import { sha256Hex } from './digests';

export interface ReadRecord {
  headers: Record<string, string>;
  block: Buffer;
  /** the block's SHA-256 matches its WARC-Block-Digest (true when it names another algorithm: not checked) */
  blockDigestOk: boolean;
}

const SEP = Buffer.from('\r\n\r\n');

/**
 * Reads the records of a .warc.gz (gzip members one after another; Node's gunzip reads them all) and
 * checks each record's WARC-Block-Digest. Throws on a malformed file.
 */
export function readWarc(gz: Buffer): ReadRecord[] {
  const raw = gunzipSync(gz);
  const out: ReadRecord[] = [];
  let at = 0;
  while (at < raw.length) {
    const end = raw.indexOf(SEP, at);
    if (end < 0) throw new Error('WARC header without end');
    const lines = raw.subarray(at, end).toString('utf8').split('\r\n');
    if (!/^WARC\/1\.[01]$/.test(lines[0] ?? '')) throw new Error('not a WARC record');
    const headers: Record<string, string> = {};
    for (const line of lines.slice(1)) {
      const i = line.indexOf(':');
      if (i > 0) headers[line.slice(0, i).trim()] = line.slice(i + 1).trim();
    }
    const len = Number(headers['Content-Length']);
    if (!Number.isSafeInteger(len) || len < 0) throw new Error('bad Content-Length');
    const block = raw.subarray(end + 4, end + 4 + len);
    if (block.length !== len) throw new Error('truncated WARC record');
    const named = headers['WARC-Block-Digest'] ?? '';
    const blockDigestOk = named.startsWith('sha256:') ? named === `sha256:${sha256Hex(block)}` : true;
    out.push({ headers, block, blockDigestOk });
    at = end + 4 + len + 4;
  }
  return out;
}
