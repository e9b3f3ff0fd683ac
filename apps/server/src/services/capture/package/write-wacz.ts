import yazl from 'yazl';
import { cdxjText, type CdxjEntry } from './cdxj';
import { digestOf, sha256Hex, type FileDigest } from './digests';
import { entryToWarc } from './har-to-warc';
import type { Har } from './har-types';
import { warcRecord, type WarcRecordOut } from './warc-record';
import type { WaczSigner } from './wacz-signer';

export const WACZ_VERSION = '1.1.1';
export const WARC_NAME = 'data.warc.gz';

/** A file made by the capture (screenshot, PDF, DOM, report…), stored as a WARC resource record. */
export interface PackageResource {
  /** a plain file name: it becomes file:///<name> inside the WARC (as Scoop names its attachments) */
  name: string;
  mime: string;
  bytes: Uint8Array;
}

export interface WaczInput {
  title: string;
  mainPageUrl: string;
  /** ISO 8601: when the main page was captured */
  mainPageDate: string;
  har: Har;
  resources: PackageResource[];
  software: string;
  signer: WaczSigner;
  created?: Date;
  /** host → the address its answers came from (the egress guard's pins); the HAR's own addresses otherwise */
  serverIps?: Readonly<Record<string, string>>;
}

export interface WaczOutput {
  bytes: Buffer;
  /** the package itself: what the ledger leaf covers */
  digest: FileDigest;
  /** every file inside the ZIP */
  files: FileDigest[];
  /** every resource, path file:///<name>, digests of its bytes */
  resources: FileDigest[];
  /** URLs of HAR entries with no answer (blocked, aborted, failed) */
  unanswered: string[];
  signedData: SignedData;
}

export interface SignedData {
  hash: string;
  created: string;
  software: string;
  version: string;
  signature: string;
  publicKey: string;
}

export const resourceUri = (name: string) => `file:///${encodeURIComponent(name)}`;

function zipToBuffer(files: { path: string; bytes: Buffer }[], mtime: Date): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  // stored, not deflated: the WARC is gzipped per record already, and replay tools read ranges directly
  for (const f of files) zip.addBuffer(f.bytes, f.path, { mtime, compress: false });
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/**
 * A WACZ 1.1.1 package (archive/data.warc.gz, indexes/index.cdxj, pages/pages.jsonl, datapackage.json)
 * with datapackage-digest.json signed in the wacz-auth anonymous form. Written by us rather than js-wacz
 * (decisions 522): everything is built in memory from the HAR and the resource files, no worker
 * pool and no temporary directory, and no new dependency.
 */
export async function writeWacz(input: WaczInput): Promise<WaczOutput> {
  const created = (input.created ?? new Date()).toISOString();
  const records: { rec: WarcRecordOut; cdx?: Omit<CdxjEntry, 'offset' | 'length' | 'filename'> }[] = [];
  const info = `software: ${input.software}\r\nformat: WARC File Format 1.1\r\nconformsTo: http://iipc.github.io/warc-specifications/specifications/warc-format/warc-1.1/\r\ntitle: ${input.title.replace(/[\r\n]/g, ' ')}\r\n`;
  records.push({ rec: warcRecord({ type: 'warcinfo', date: created, contentType: 'application/warc-fields', block: Buffer.from(info, 'utf8'), extra: { 'WARC-Filename': WARC_NAME } }) });
  const unanswered: string[] = [];
  for (const entry of input.har.log.entries) {
    const pair = entryToWarc(entry, input.serverIps);
    if (!pair) {
      unanswered.push(entry.request.url);
      continue;
    }
    records.push({ rec: pair.response, cdx: { url: pair.url, date: pair.date, mime: pair.mime, status: pair.status, digest: pair.response.payloadDigest ?? pair.response.blockDigest } });
    records.push({ rec: pair.request });
  }
  const resources: FileDigest[] = [];
  for (const r of input.resources) {
    const uri = resourceUri(r.name);
    const rec = warcRecord({ type: 'resource', targetUri: uri, date: created, contentType: r.mime, block: r.bytes });
    records.push({ rec, cdx: { url: uri, date: created, mime: r.mime, digest: rec.blockDigest } });
    resources.push(digestOf(uri, r.bytes));
  }
  let offset = 0;
  const cdx: CdxjEntry[] = [];
  for (const { rec, cdx: c } of records) {
    if (c) cdx.push({ ...c, offset, length: rec.gz.length, filename: WARC_NAME });
    offset += rec.gz.length;
  }
  const warc = Buffer.concat(records.map((r) => r.rec.gz));
  const pages = [
    JSON.stringify({ format: 'json-pages-1.0', id: 'pages', title: 'All Pages' }),
    JSON.stringify({ id: sha256Hex(input.mainPageUrl).slice(0, 32), url: input.mainPageUrl, ts: input.mainPageDate, title: input.title }),
  ].join('\n');
  const content: { path: string; bytes: Buffer }[] = [
    { path: `archive/${WARC_NAME}`, bytes: warc },
    { path: 'indexes/index.cdxj', bytes: Buffer.from(cdxjText(cdx), 'utf8') },
    { path: 'pages/pages.jsonl', bytes: Buffer.from(`${pages}\n`, 'utf8') },
  ];
  const datapackage = {
    profile: 'data-package',
    wacz_version: WACZ_VERSION,
    title: input.title,
    created,
    modified: created,
    software: input.software,
    mainPageUrl: input.mainPageUrl,
    mainPageDate: input.mainPageDate,
    resources: content.map((f) => ({ name: f.path.split('/').pop(), path: f.path, hash: `sha256:${sha256Hex(f.bytes)}`, bytes: f.bytes.length })),
  };
  const dpBytes = Buffer.from(JSON.stringify(datapackage, null, 2), 'utf8');
  const hash = `sha256:${sha256Hex(dpBytes)}`;
  const signedData: SignedData = { hash, created, software: input.software, version: WACZ_VERSION, signature: input.signer.sign(hash), publicKey: input.signer.publicKey };
  const digestFile = Buffer.from(JSON.stringify({ path: 'datapackage.json', hash, signedData }, null, 2), 'utf8');
  const all = [...content, { path: 'datapackage.json', bytes: dpBytes }, { path: 'datapackage-digest.json', bytes: digestFile }];
  const bytes = await zipToBuffer(all, new Date(created));
  return { bytes, digest: digestOf('package.wacz', bytes), files: all.map((f) => digestOf(f.path, f.bytes)), resources, unanswered, signedData };
}
