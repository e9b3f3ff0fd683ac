import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { sha256Hex } from './digests';

export type WarcType = 'warcinfo' | 'request' | 'response' | 'resource' | 'metadata';

export interface WarcRecordInput {
  type: WarcType;
  /** the URL the record is about (absent for warcinfo) */
  targetUri?: string;
  /** ISO 8601, UTC */
  date: string;
  /** the block's Content-Type (application/http;msgtype=response for HTTP records) */
  contentType: string;
  block: Uint8Array;
  /** for HTTP records: the payload (the body after the HTTP head), for its own digest */
  payload?: Uint8Array;
  ipAddress?: string;
  concurrentTo?: string;
  extra?: Record<string, string>;
}

export interface WarcRecordOut {
  id: string;
  /** the record as one gzip member (so a reader may start at its offset: the CDXJ index points there) */
  gz: Buffer;
  payloadDigest: string | null;
  blockDigest: string;
}

const CRLF = '\r\n';

/**
 * One WARC/1.1 record (ISO 28500:2017): header lines, a blank line, the block, two CRLF; digests as
 * `sha256:<hex>` (WARC 1.1 permits any algorithm label; the WACZ tools use this form). Each record is
 * compressed on its own, which is how .warc.gz files are read at random offsets.
 */
export function warcRecord(r: WarcRecordInput): WarcRecordOut {
  const id = `<urn:uuid:${randomUUID()}>`;
  const blockDigest = `sha256:${sha256Hex(r.block)}`;
  const payloadDigest = r.payload ? `sha256:${sha256Hex(r.payload)}` : null;
  const head: [string, string][] = [
    ['WARC-Type', r.type],
    ['WARC-Record-ID', id],
    ['WARC-Date', r.date],
  ];
  if (r.targetUri) head.push(['WARC-Target-URI', r.targetUri]);
  if (r.concurrentTo) head.push(['WARC-Concurrent-To', r.concurrentTo]);
  if (r.ipAddress) head.push(['WARC-IP-Address', r.ipAddress]);
  if (payloadDigest) head.push(['WARC-Payload-Digest', payloadDigest]);
  head.push(['WARC-Block-Digest', blockDigest]);
  for (const [k, v] of Object.entries(r.extra ?? {})) head.push([k, v]);
  head.push(['Content-Type', r.contentType], ['Content-Length', String(r.block.length)]);
  const text = `WARC/1.1${CRLF}${head.map(([k, v]) => `${k}: ${v.replace(/[\r\n]+/g, ' ')}`).join(CRLF)}${CRLF}${CRLF}`;
  const raw = Buffer.concat([Buffer.from(text, 'utf8'), r.block, Buffer.from(CRLF + CRLF)]);
  return { id, gz: gzipSync(raw), payloadDigest, blockDigest };
}

