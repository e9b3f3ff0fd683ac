import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { loadWaczSigner, readWarc, readZip, sha256Hex, surt, verifyWacz, writeWacz, type Har } from '../../../src/services/capture/package';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wacz-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const html = '<html><body>取证页面 hello</body></html>';
const har: Har = {
  log: {
    version: '1.2',
    entries: [
      {
        startedDateTime: '2026-11-27T06:00:00.000Z',
        serverIPAddress: '[::1]',
        request: { method: 'GET', url: 'https://www.example.com:8443/a?z=1&b=2', httpVersion: 'HTTP/2.0', headers: [{ name: ':authority', value: 'www.example.com' }, { name: 'user-agent', value: 'UA' }] },
        response: {
          status: 200,
          statusText: 'OK',
          httpVersion: 'HTTP/2.0',
          headers: [{ name: 'content-type', value: 'text/html; charset=utf-8' }, { name: 'content-encoding', value: 'gzip' }, { name: 'content-length', value: '12' }],
          content: { size: Buffer.byteLength(html), mimeType: 'text/html; charset=utf-8', text: Buffer.from(html).toString('base64'), encoding: 'base64' },
        },
      },
      {
        startedDateTime: '2026-11-27T06:00:01.000Z',
        request: { method: 'GET', url: 'http://10.0.0.1/blocked.js', httpVersion: 'HTTP/1.1', headers: [] },
        response: { status: 0, statusText: '', httpVersion: '', headers: [], content: { size: 0 } },
      },
    ],
  },
};

async function build() {
  return writeWacz({
    title: '测试取证',
    mainPageUrl: 'https://www.example.com:8443/a?z=1&b=2',
    mainPageDate: '2026-11-27T06:00:00.000Z',
    har,
    resources: [
      { name: 'screenshot.png', mime: 'image/png', bytes: Buffer.from('png-bytes') },
      { name: 'report.pdf', mime: 'application/pdf', bytes: Buffer.from('%PDF-1.7 report') },
    ],
    software: 'evidence-platform test',
    signer: loadWaczSigner(dir),
  });
}

describe('WACZ package writer and verifier', () => {
  it('keys URLs in SURT form', () => {
    expect(surt('https://www.Example.com:8443/A?z=1&b=2')).toBe('com,example:8443)/a?b=2&z=1');
    expect(surt('http://127.0.0.1/x')).toBe('127.0.0.1)/x');
  });

  it('writes a package that verifies, with signed digest, index, pages and resources', async () => {
    const out = await build();
    expect(out.unanswered).toEqual(['http://10.0.0.1/blocked.js']);
    const zip = await readZip(out.bytes);
    expect([...zip.keys()].sort()).toEqual(['archive/data.warc.gz', 'datapackage-digest.json', 'datapackage.json', 'indexes/index.cdxj', 'pages/pages.jsonl']);
    const dp = JSON.parse(zip.get('datapackage.json')!.toString()) as { wacz_version: string; resources: { path: string }[] };
    expect(dp.wacz_version).toBe('1.1.1');
    const digest = JSON.parse(zip.get('datapackage-digest.json')!.toString()) as { hash: string; signedData: { publicKey: string } };
    expect(digest.hash).toBe(`sha256:${sha256Hex(zip.get('datapackage.json')!)}`);
    const cdxj = zip.get('indexes/index.cdxj')!.toString();
    expect(cdxj.split('\n')[0]).toMatch(/^com,example:8443\)\/a\?b=2&z=1 20261127060000 /);
    expect(cdxj).toContain('file:///screenshot.png');
    const records = readWarc(zip.get('archive/data.warc.gz')!);
    expect(records.map((r) => r.headers['WARC-Type'])).toEqual(['warcinfo', 'response', 'request', 'resource', 'resource']);
    const response = records[1]!;
    expect(response.headers['WARC-IP-Address']).toBe('::1');
    expect(response.headers['WARC-Protocol']).toBe('http/2.0');
    const head = response.block.toString('utf8').split('\r\n\r\n')[0]!;
    expect(head).toContain('HTTP/1.1 200 OK');
    expect(head).toContain('X-Archive-Orig-content-encoding: gzip');
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(html)}`);
    expect(head).not.toMatch(/^:/m);
    expect(response.block.toString('utf8')).toContain('取证页面');
    // each record is its own gzip member, so the CDXJ offset opens exactly one record
    const line = JSON.parse(cdxj.split('\n')[0]!.split(' ').slice(2).join(' ')) as { offset: string; length: string };
    const member = zip.get('archive/data.warc.gz')!.subarray(Number(line.offset), Number(line.offset) + Number(line.length));
    expect(gunzipSync(member).toString('utf8')).toMatch(/^WARC\/1\.1\r\nWARC-Type: response/);
    const v = await verifyWacz(out.bytes, loadWaczSigner(dir).fingerprint);
    expect(v.checks.filter((c) => !c.ok)).toEqual([]);
    expect(v.ok).toBe(true);
    expect(v.resources.get('report.pdf')?.toString()).toBe('%PDF-1.7 report');
    expect(out.resources.map((r) => r.path)).toEqual(['file:///screenshot.png', 'file:///report.pdf']);
    expect(out.digest.sha256).toBe(sha256Hex(out.bytes));
    expect(out.digest.sm3).toMatch(/^[0-9a-f]{64}$/);
  });

  it('finds a changed byte in the WARC, a changed datapackage and a foreign key', async () => {
    const out = await build();
    const zip = await readZip(out.bytes);
    const warc = zip.get('archive/data.warc.gz')!;
    // change one stored byte of the archive inside the ZIP (stored, not deflated): the file hash breaks
    const at = out.bytes.indexOf(warc.subarray(40, 60));
    const tampered = Buffer.from(out.bytes);
    tampered[at + 5] = tampered[at + 5]! ^ 0xff;
    const v1 = await verifyWacz(tampered);
    expect(v1.ok).toBe(false);
    const other = generateKeyPairSync('ec', { namedCurve: 'secp384r1' });
    const otherSigner = { publicKey: other.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'), fingerprint: 'x', sign: () => 'AAAA' };
    const forged = await writeWacz({ title: 't', mainPageUrl: 'https://a.test/', mainPageDate: '2026-11-27T06:00:00.000Z', har, resources: [], software: 's', signer: otherSigner });
    const v2 = await verifyWacz(forged.bytes);
    expect(v2.checks.find((c) => c.name.startsWith('平台签名'))?.ok).toBe(false);
    const v3 = await verifyWacz(out.bytes, 'f'.repeat(64));
    expect(v3.checks.find((c) => c.name === '签名密钥')?.ok).toBe(false);
    expect((await verifyWacz(Buffer.from('not a zip'))).ok).toBe(false);
  });

  it('keeps one signing key per data directory', () => {
    expect(loadWaczSigner(dir).publicKey).toBe(loadWaczSigner(dir).publicKey);
    expect(fs.statSync(path.join(dir, 'capture-wacz-signing-key.pem')).mode & 0o777).toBe(0o600);
  });
});
