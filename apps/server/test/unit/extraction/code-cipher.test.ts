import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cipherFromMaster, codeCipher } from '../../../src/services/extraction/code-cipher';
import { addressKey, maskAddress } from '../../../src/services/extraction/address-key';

const cipher = cipherFromMaster(Buffer.alloc(32, 3));

describe('extraction codes at rest', () => {
  it('seal without the code in the text and open only for the same account and key', () => {
    const sealed = cipher.seal(7, 'abc123提取');
    expect(sealed).not.toContain('abc123');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(cipher.seal(7, 'abc123提取')).not.toBe(sealed); // a fresh IV each time
    expect(cipher.open(7, sealed)).toBe('abc123提取');
    expect(cipher.open(8, sealed)).toBeNull();
    expect(cipherFromMaster(Buffer.alloc(32, 4)).open(7, sealed)).toBeNull();
  });

  it('refuse any change to the sealed text', () => {
    const sealed = cipher.seal(7, 'secret-code');
    const parts = sealed.split('.');
    for (let p = 1; p < 4; p += 1) {
      const changed = [...parts];
      const s = changed[p]!;
      changed[p] = (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
      expect(cipher.open(7, changed.join('.'))).toBeNull();
    }
    expect(cipher.open(7, 'v2.' + parts.slice(1).join('.'))).toBeNull();
    expect(cipher.open(7, 'garbage')).toBeNull();
  });

  it('compare codes of any length as equal-length digests', () => {
    expect(cipher.same('abc', 'abc')).toBe(true);
    expect(cipher.same('abc', 'abd')).toBe(false);
    expect(cipher.same('abc', 'abcd')).toBe(false);
    expect(cipher.same('', 'a'.repeat(30))).toBe(false);
  });

  it('keep one key per data directory, or use the configured one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xc-key-'));
    const sealed = codeCipher({ dataDir: dir }).seal(1, 'x1');
    expect((fs.statSync(path.join(dir, 'extract-code-key')).mode & 0o777).toString(8)).toBe('600');
    const hex = fs.readFileSync(path.join(dir, 'extract-code-key'), 'utf8');
    expect(cipherFromMaster(Buffer.from(hex, 'hex')).open(1, sealed)).toBe('x1');
    const configured = codeCipher({ dataDir: dir, extractCodeKey: 'ab'.repeat(32) });
    expect(configured.open(1, sealed)).toBeNull();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('addresses of the extraction lock', () => {
  it('lock IPv4 per address and IPv6 per /64', () => {
    expect(addressKey('10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff::9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey(null)).toBe('unknown');
  });

  it('show the owner only the network part', () => {
    expect(maskAddress('10.1.2.3')).toBe('10.1.*.*');
    expect(maskAddress('::ffff:10.1.2.3')).toBe('10.1.*.*');
    expect(maskAddress('2001:db8:1:2::1')).toBe('2001:db8:1:*');
    expect(maskAddress(null)).toBe('未知地址');
  });
});
