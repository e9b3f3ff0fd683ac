import type { HarEntry, HarHeader } from './har-types';
import { warcRecord, type WarcRecordOut } from './warc-record';

/**
 * Headers that described the bytes on the wire but no longer describe the stored body: HAR keeps the
 * body decoded (no gzip, no chunks), so these are kept under X-Archive-Orig-* (the form replay tools
 * know) and a Content-Length of the stored body is added. Nothing is dropped silently.
 */
const WIRE_ONLY = new Set(['content-encoding', 'transfer-encoding', 'content-length']);

/** Set by the egress guard on the answers it makes itself (a refused http:// request): not the site's. */
export const EGRESS_REFUSED_HEADER = 'x-evidence-egress-refused';

/** HTTP/2 and 3 have no status line; a WARC HTTP record needs one, so it is written as HTTP/1.1 and the
 * real protocol goes into WARC-Protocol. */
function statusLineVersion(v: string): string {
  return /^HTTP\/1\.[01]$/i.test(v) ? v.toUpperCase() : 'HTTP/1.1';
}

function headerLines(headers: HarHeader[]): string[] {
  const lines: string[] = [];
  for (const h of headers) {
    if (h.name.startsWith(':')) continue; // HTTP/2 pseudo-headers are in the request/status line
    const value = h.value.replace(/[\r\n]+/g, ' ');
    lines.push(WIRE_ONLY.has(h.name.toLowerCase()) ? `X-Archive-Orig-${h.name}: ${value}` : `${h.name}: ${value}`);
  }
  return lines;
}

/**
 * The browser answered but its body could not be read (Playwright leaves content.size at -1 and no text):
 * an empty block would claim the site sent nothing, so the record says it is cut (WARC-Truncated,
 * ISO 28500) and the provenance lists it (decision 761). Bodiless answers (HEAD, 204, 304) are not marked.
 */
export function bodyNotKept(entry: HarEntry): boolean {
  const { status, content } = entry.response;
  if (entry.request.method.toUpperCase() === 'HEAD' || status === 204 || status === 304) return false;
  return content.size === -1 && !content.text;
}

export function harBody(entry: HarEntry): Buffer {
  const c = entry.response.content;
  if (!c.text) return Buffer.alloc(0);
  return c.encoding === 'base64' ? Buffer.from(c.text, 'base64') : Buffer.from(c.text, 'utf8');
}

/**
 * The server address of an answer. Behind the egress guard the HAR's serverIPAddress is the guard's own
 * (127.0.0.1), so a capture passes the address each host was pinned to; without that map the HAR's is used.
 */
function ipOf(entry: HarEntry, serverIps: Readonly<Record<string, string>> | undefined): string | undefined {
  if (serverIps) return serverIps[new URL(entry.request.url).hostname.replace(/^\[|\]$/g, '').toLowerCase()];
  return entry.serverIPAddress ? entry.serverIPAddress.replace(/^\[|\]$/g, '') : undefined;
}

function requestTarget(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}` || '/';
}

export interface HttpPair {
  url: string;
  date: string;
  status: number;
  mime: string;
  response: WarcRecordOut;
  request: WarcRecordOut;
}

/**
 * One HAR entry → a response record and its request record (WARC-Concurrent-To links them). Entries
 * without an answer (status 0 or -1: blocked, aborted) have nothing to replay and are left to the caller,
 * which lists them in the provenance as blocked or failed requests; so are the egress guard's own
 * refusals, whose 403 the site never sent (decision 643): archiving them as the site's answer
 * would put words in its mouth, and they are already listed with their reason in the blocked list.
 */
export function entryToWarc(entry: HarEntry, serverIps?: Readonly<Record<string, string>>): HttpPair | null {
  const { request: rq, response: rs } = entry;
  if (!rs || !Number.isInteger(rs.status) || rs.status < 100 || rs.status > 599 || !/^https?:/i.test(rq.url)) return null;
  if (rs.headers.some((h) => h.name.toLowerCase() === EGRESS_REFUSED_HEADER)) return null;
  const date = new Date(entry.startedDateTime).toISOString();
  const body = harBody(entry);
  const version = statusLineVersion(rs.httpVersion);
  const head = [`${version} ${rs.status} ${rs.statusText || ''}`.trimEnd(), ...headerLines(rs.headers), `Content-Length: ${body.length}`];
  const responseBlock = Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'utf8'), body]);
  const extra: Record<string, string> = {};
  if (rs.httpVersion && !/^HTTP\/1/i.test(rs.httpVersion)) extra['WARC-Protocol'] = rs.httpVersion.toLowerCase();
  if (bodyNotKept(entry)) extra['WARC-Truncated'] = 'unspecified';
  const response = warcRecord({
    type: 'response',
    targetUri: rq.url,
    date,
    contentType: 'application/http;msgtype=response',
    block: responseBlock,
    payload: body,
    ...(ipOf(entry, serverIps) ? { ipAddress: ipOf(entry, serverIps)! } : {}),
    ...(Object.keys(extra).length ? { extra } : {}),
  });
  const reqBody = rq.postData?.text ? Buffer.from(rq.postData.text, 'utf8') : Buffer.alloc(0);
  const host = new URL(rq.url).host;
  const reqHeaders = headerLines(rq.headers);
  if (!rq.headers.some((h) => h.name.toLowerCase() === 'host')) reqHeaders.unshift(`Host: ${host}`);
  const reqHead = [`${rq.method} ${requestTarget(rq.url)} ${statusLineVersion(rq.httpVersion)}`, ...reqHeaders];
  const request = warcRecord({
    type: 'request',
    targetUri: rq.url,
    date,
    contentType: 'application/http;msgtype=request',
    block: Buffer.concat([Buffer.from(`${reqHead.join('\r\n')}\r\n\r\n`, 'utf8'), reqBody]),
    concurrentTo: response.id,
  });
  const mime = (rs.content.mimeType || rs.headers.find((h) => h.name.toLowerCase() === 'content-type')?.value || 'application/octet-stream').split(';')[0]!.trim();
  return { url: rq.url, date, status: rs.status, mime, response, request };
}
