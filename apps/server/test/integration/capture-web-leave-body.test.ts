import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureWebPage } from '../../src/services/capture/web/capture-page';
import { loadWaczSigner, readWarc, readZip, writeWacz } from '../../src/services/capture/package';

/**
 * Issue 23 item 4: a page that navigates away at once (by script in its first bytes, or a meta refresh 0)
 * keeps the body the site sent in the HAR and the WARC; the script case used to be archived as an empty
 * 200 (the meta refresh case already kept it: Chromium reads the body before it acts on the refresh).
 */
const SCRIPT = '<!doctype html><script>location.replace("/next")</script><title>第一页</title><p>站点发出的第一页正文</p>';
const META = '<!doctype html><meta http-equiv="refresh" content="0;url=/next"><title>刷新页</title><p>立即刷新的正文</p>';
let server: http.Server;
let port = 0;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leave-body-'));
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const html = (s: string) => void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(s);
    if (req.url === '/next') return html('<!doctype html><title>第二页</title><h1>到了</h1>');
    if (req.url === '/meta') return html(META);
    html(SCRIPT);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((ok) => server.close(() => ok()));
  fs.rmSync(dir, { recursive: true, force: true });
});

const PUBLIC = '8.8.8.8';
const dial = (ip: string, p: number) => net.connect({ host: ip === PUBLIC ? '127.0.0.1' : ip, port: p });

/** The archived response of `url` in the capture's WACZ: its HTTP status line and body. */
async function archived(urlPath: string, sent: string) {
  const url = `http://site.test:${port}${urlPath}`;
  const r = await captureWebPage({ url, tsa: null, signal: new AbortController().signal, lookup: async () => [PUBLIC], dial });
  expect(r.finalUrl).toBe(`http://site.test:${port}/next`);
  const wacz = await writeWacz({ title: 't', mainPageUrl: r.finalUrl, mainPageDate: new Date(r.startedAt).toISOString(), har: r.har, resources: [], software: 's', signer: loadWaczSigner(dir) });
  const zip = await readZip(wacz.bytes);
  const records = readWarc(zip.get('archive/data.warc.gz')!).filter((x) => x.headers['WARC-Type'] === 'response' && x.headers['WARC-Target-URI'] === url);
  expect(records).toHaveLength(1);
  const rec = records[0]!;
  const at = rec.block.indexOf('\r\n\r\n');
  expect(rec.block.subarray(0, at).toString('utf8')).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  expect(rec.block.subarray(at + 4).toString('utf8')).toBe(sent);
  expect(rec.headers['WARC-Truncated']).toBeUndefined();
}

describe('a page that navigates away at once', () => {
  it('by script in its first bytes keeps the body the site sent', () => archived('/', SCRIPT));
  it('by a meta refresh 0 keeps the body the site sent', () => archived('/meta', META));
});
