import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDownloadSecret, signDownload, verifyDownload } from '../../../src/services/downloads/signed-url';
import { contentDisposition } from '../../../src/services/downloads/content-disposition';

const secret = Buffer.alloc(32, 7);
const grant = { kind: 'original', id: '42', userId: 5, exp: Date.now() + 60_000, via: 'owner' };

describe('signed download tokens', () => {
  it('open what they were signed for, until they expire', () => {
    const token = signDownload(secret, grant);
    expect(verifyDownload(secret, token, 'original')).toEqual(grant);
    expect(verifyDownload(secret, token, 'original', grant.exp + 1)).toBeNull();
  });

  it('refuse another kind, another secret, and any changed character', () => {
    const token = signDownload(secret, grant);
    expect(verifyDownload(secret, token, 'package')).toBeNull();
    expect(verifyDownload(Buffer.alloc(32, 8), token, 'original')).toBeNull();
    for (let i = 0; i < token.length; i += 1) {
      const c = token[i] === 'A' ? 'B' : 'A';
      const changed = token.slice(0, i) + c + token.slice(i + 1);
      const opened = verifyDownload(secret, changed, 'original');
      // base64url's last character can carry unused bits: a change there may decode to the same bytes
      if (opened) expect(opened).toEqual(grant);
    }
    const forged = Buffer.from(JSON.stringify({ ...grant, id: '43' })).toString('base64url') + token.slice(token.indexOf('.'));
    expect(verifyDownload(secret, forged, 'original')).toBeNull();
    expect(verifyDownload(secret, '', 'original')).toBeNull();
    expect(verifyDownload(secret, 'x.y', 'original')).toBeNull();
  });

  it('keep one secret per data directory', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dl-secret-'));
    const a = loadDownloadSecret(dir, undefined);
    expect(a).toHaveLength(32);
    expect(loadDownloadSecret(dir, undefined).equals(a)).toBe(true);
    expect((fs.statSync(path.join(dir, 'download-secret')).mode & 0o777).toString(8)).toBe('600');
    expect(loadDownloadSecret(dir, 'x'.repeat(32)).toString()).toBe('x'.repeat(32));
    fs.rmSync(dir, { recursive: true });
  });
});

describe('Content-Disposition', () => {
  it('keeps Chinese names (RFC 6266 filename*) and drops path separators', () => {
    const h = contentDisposition('证据/../合同 2026.pdf');
    expect(h).toContain("filename*=UTF-8''");
    expect(decodeURIComponent(h.split("UTF-8''")[1]!)).toBe('证据_.._合同 2026.pdf');
    expect(h.startsWith('attachment;')).toBe(true);
    expect(contentDisposition('a.png', 'inline')).toBe('inline; filename="a.png"');
  });
});
