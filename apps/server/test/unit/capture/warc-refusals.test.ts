import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEgressGuard } from '../../../src/services/capture/egress';
import { loadWaczSigner, readWarc, readZip, writeWacz, type Har } from '../../../src/services/capture/package';

/** Issue 23 item 4: the guard's refusals are not archived as the site's answers, and no `HTTP/1.1 -1` record is written. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'warc-refusals-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** What the browser receives from the guard for a plain-http request to a refused address. */
async function refusedHeaders(): Promise<{ status: number; headers: { name: string; value: string }[] }> {
  const guard = await startEgressGuard({});
  try {
    const proxy = new URL(guard.proxyUrl);
    return await new Promise((resolve, reject) => {
      http.get({ host: proxy.hostname, port: Number(proxy.port), path: 'http://169.254.169.254/latest/meta-data/', headers: { host: '169.254.169.254' } }, (res) => {
        res.resume();
        const headers: { name: string; value: string }[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) headers.push({ name: res.rawHeaders[i]!, value: res.rawHeaders[i + 1]! });
        resolve({ status: res.statusCode ?? 0, headers });
      }).on('error', reject);
    });
  } finally {
    await guard.close();
  }
}

describe('the WARC of a capture', () => {
  it('leaves out the guard\'s own 403 and answers with status -1, listing them as unanswered', async () => {
    const refused = await refusedHeaders();
    expect(refused.status).toBe(403);
    const har: Har = {
      log: {
        version: '1.2',
        entries: [
          {
            startedDateTime: '2026-11-27T06:00:00.000Z',
            request: { method: 'GET', url: 'https://site.test/', httpVersion: 'HTTP/1.1', headers: [] },
            response: { status: 200, statusText: 'OK', httpVersion: 'HTTP/1.1', headers: [{ name: 'Content-Type', value: 'text/html' }], content: { size: 5, mimeType: 'text/html', text: 'hello' } },
          },
          {
            startedDateTime: '2026-11-27T06:00:01.000Z',
            request: { method: 'GET', url: 'http://169.254.169.254/latest/meta-data/', httpVersion: 'HTTP/1.1', headers: [] },
            response: { status: 403, statusText: 'Forbidden', httpVersion: 'HTTP/1.1', headers: refused.headers, content: { size: 20, mimeType: 'text/plain', text: 'blocked: 链路本地地址' } },
          },
          {
            startedDateTime: '2026-11-27T06:00:02.000Z',
            request: { method: 'GET', url: 'https://site.test/aborted.js', httpVersion: 'HTTP/1.1', headers: [] },
            response: { status: -1, statusText: '', httpVersion: 'HTTP/1.1', headers: [], content: { size: 0 } },
          },
        ],
      },
    };
    const out = await writeWacz({ title: 't', mainPageUrl: 'https://site.test/', mainPageDate: '2026-11-27T06:00:00.000Z', har, resources: [], software: 's', signer: loadWaczSigner(dir) });
    expect(out.unanswered).toEqual(['http://169.254.169.254/latest/meta-data/', 'https://site.test/aborted.js']);
    const files = await readZip(out.bytes);
    const warc = readWarc(files.get('archive/data.warc.gz')!);
    const text = warc.map((r) => r.block.toString('latin1')).join('\n');
    expect(text).toContain('HTTP/1.1 200 OK');
    expect(text).not.toContain('HTTP/1.1 -1');
    expect(text).not.toContain('HTTP/1.1 403');
    expect(warc.filter((r) => r.headers['WARC-Target-URI']?.includes('169.254.169.254'))).toEqual([]);
  });
});

describe('an answer whose body the browser could not hand over', () => {
  // a redirect's body is never handed over by Chromium: it is marked too (what the site sent is not in the record)
  it('is archived as cut (WARC-Truncated), not as an empty answer of the site', async () => {
    const entry = (url: string, size: number, text?: string, method = 'GET', status = 200) => ({
      startedDateTime: '2026-11-27T06:00:00.000Z',
      request: { method, url, httpVersion: 'HTTP/1.1', headers: [] },
      response: { status, statusText: 'OK', httpVersion: 'HTTP/1.1', headers: [{ name: 'Content-Type', value: 'text/html' }], content: { size, mimeType: 'text/html', ...(text === undefined ? {} : { text }) } },
    });
    const har: Har = { log: { version: '1.2', entries: [entry('https://site.test/lost', -1), entry('https://site.test/empty', 0, ''), entry('https://site.test/head', -1, undefined, 'HEAD'), entry('https://site.test/kept', 5, 'hello'), entry('https://site.test/moved', -1, undefined, 'GET', 302)] } };
    const out = await writeWacz({ title: 't', mainPageUrl: 'https://site.test/kept', mainPageDate: '2026-11-27T06:00:00.000Z', har, resources: [], software: 's', signer: loadWaczSigner(dir) });
    const zip = await readZip(out.bytes);
    const cut = Object.fromEntries(readWarc(zip.get('archive/data.warc.gz')!).filter((r) => r.headers['WARC-Type'] === 'response').map((r) => [r.headers['WARC-Target-URI'], r.headers['WARC-Truncated'] ?? null]));
    expect(cut).toEqual({ 'https://site.test/lost': 'unspecified', 'https://site.test/empty': null, 'https://site.test/head': null, 'https://site.test/kept': null, 'https://site.test/moved': 'unspecified' });
  });
});
