import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BWC_SIGNING, DEVICE_MSG, bwcStringToSign } from '@evidence/shared/constants';
import { appDeviceFacts, isAppMedia } from '../../../src/services/devices/app-device-facts';
import { parseRecordingMeta } from '../../../src/services/devices/recording-meta';
import { signedHeaders } from '../../../src/services/devices/sign-request';
import { chinaDateTime } from '../../../src/services/devices/enforce-info';

const device = { device_no: 'BWC0123456789ABCDEF', serial_no: 'DSJ-001' };
const meta = { fileName: 'a.mp4', userName: '张警官', mobile: '13912345678', idCard: '110101199003074258', startAt: 1_764_000_000_000, endAt: 1_764_000_600_000, address: '北京市' };

describe('the canonical text a recorder signs', () => {
  it('is the algorithm, the upper-case method, the path as sent, time, nonce and the two hashes, one a line', () => {
    expect(bwcStringToSign({ method: 'post', path: '/api/bwcData/upload', timestamp: '1', nonce: 'n', bodySha256: 'AB', metaSha256: 'CD' })).toBe('BWC-HMAC-SHA256\nPOST\n/api/bwcData/upload\n1\nn\nab\ncd');
  });

  it('signedHeaders signs exactly that text with the hex key', () => {
    const secret = '11'.repeat(32);
    const h = signedHeaders({ deviceNo: device.device_no, secret, bodySha256: 'ef'.repeat(32), meta, timestamp: 42, nonce: 'nonce-0123456789abc' });
    const metaSha = createHash('sha256').update(h[BWC_SIGNING.headers.meta]!).digest('hex');
    const text = bwcStringToSign({ method: 'POST', path: BWC_SIGNING.uploadPath, timestamp: '42', nonce: 'nonce-0123456789abc', bodySha256: 'ef'.repeat(32), metaSha256: metaSha });
    expect(h[BWC_SIGNING.headers.signature]).toBe(createHmac('sha256', Buffer.from(secret, 'hex')).update(text).digest('hex'));
    expect(JSON.parse(Buffer.from(h[BWC_SIGNING.headers.meta]!, 'base64url').toString('utf8'))).toEqual(meta);
  });
});

describe('a recording meta', () => {
  it('takes the facts and refuses wrong ones', () => {
    expect(parseRecordingMeta(meta, device).idCard).toBe(meta.idCard);
    expect(parseRecordingMeta({ ...meta, deviceId: 'DSJ-001' }, device).deviceId).toBe('DSJ-001');
    expect(() => parseRecordingMeta({ ...meta, deviceId: 'OTHER' }, device)).toThrow(DEVICE_MSG.metaBad);
    expect(() => parseRecordingMeta({ ...meta, idCard: '110101199003074259' }, device)).toThrow(DEVICE_MSG.metaBad);
    expect(() => parseRecordingMeta({ ...meta, mobile: '1234' }, device)).toThrow(DEVICE_MSG.metaBad);
    expect(() => parseRecordingMeta({ ...meta, startAt: meta.endAt + 1 }, device)).toThrow(DEVICE_MSG.timesBad);
    expect(() => parseRecordingMeta({ ...meta, startAt: '2026-01-01' }, device)).toThrow(DEVICE_MSG.metaBad);
    expect(() => parseRecordingMeta(null, device)).toThrow(DEVICE_MSG.metaBad);
  });

  it('writes times in China time', () => {
    expect(chinaDateTime(Date.UTC(2026, 10, 22, 2, 0, 0))).toBe('2026-11-22 10:00:00');
  });
});

describe('the phone facts of an app upload', () => {
  it('keeps the known fields, trimmed, and refuses anything else', () => {
    expect(JSON.parse(appDeviceFacts(JSON.stringify({ configName: ' 华为 ', configCore: 8, location: '' })))).toEqual({ configName: '华为', configCore: '8' });
    for (const bad of [undefined, '', 'x', '[]', '{}', JSON.stringify({ appType: 'iOS' }), JSON.stringify({ configName: 'a', other: 'b' }), JSON.stringify({ configName: 'a\u0000' }), 'x'.repeat(3000)]) {
      expect(() => appDeviceFacts(bad)).toThrow(DEVICE_MSG.appDeviceBad);
    }
  });

  it('accepts images, audio and video only', () => {
    expect([1, 2, 3, 4, 5].filter(isAppMedia)).toEqual([2, 3, 4]);
  });
});

describe('the incoming sweep', () => {
  it('removes files older than the age, keeps newer ones, and answers 0 for a missing directory', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { sweepIncoming } = await import('../../../src/services/devices/sweep-incoming');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bwc-sweep-'));
    fs.writeFileSync(path.join(dir, 'old'), 'x');
    fs.writeFileSync(path.join(dir, 'new'), 'y');
    const past = new Date(Date.now() - 2 * 86_400_000);
    fs.utimesSync(path.join(dir, 'old'), past, past);
    expect(await sweepIncoming(dir, 86_400_000)).toBe(1);
    expect(fs.readdirSync(dir)).toEqual(['new']);
    expect(await sweepIncoming(path.join(dir, 'missing'), 1)).toBe(0);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
