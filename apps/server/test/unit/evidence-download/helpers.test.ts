import { describe, expect, it } from 'vitest';
import { EVIDENCE_MSG, DOWNLOAD_MSG } from '@evidence/shared/constants';
import { ZDownloadSelectionRequest } from '@evidence/shared/contracts';
import { parseByteRange } from '../../../src/services/evidence-download/byte-range';
import { checkDownloadToken, custodyActor } from '../../../src/services/evidence-download/download-token';
import { safeEntryName, uniqueEntryNames } from '../../../src/services/evidence-download/zip-names';
import { chinaTime } from '../../../src/services/evidence-download/zip-manifest';
import { mapLimited } from '../../../src/services/evidence-download/mark-missing';
import { signDownload } from '../../../src/services/downloads/signed-url';

describe('ZIP entry names', () => {
  it('keep Chinese names and drop what an unzip tool could misread', () => {
    expect(safeEntryName('合同（最终版）.pdf')).toBe('合同（最终版）.pdf');
    expect(safeEntryName('../../etc/passwd')).toBe('.._.._etc_passwd');
    expect(safeEntryName('C:\\Windows\\a.txt')).toBe('C__Windows_a.txt');
    expect(safeEntryName('a\u0000b\nc.txt')).toBe('a_b_c.txt');
    expect(safeEntryName('  name. . ')).toBe('name');
    expect(safeEntryName('..')).toBe('文件');
    expect(safeEntryName('')).toBe('文件');
    const long = `${'长'.repeat(100)}.pdf`;
    expect(Buffer.byteLength(safeEntryName(long), 'utf8')).toBeLessThanOrEqual(180);
    expect(safeEntryName(long).endsWith('.pdf')).toBe(true);
  });

  it('are unique case-insensitively, numbered before the extension', () => {
    expect(uniqueEntryNames(['a.pdf', 'A.PDF', 'a.pdf', 'a (2).pdf', 'b', 'b'])).toEqual(['a.pdf', 'A (2).PDF', 'a (3).pdf', 'a (2) (2).pdf', 'b', 'b (2)']);
    expect(uniqueEntryNames(['证据清单.csv'], ['证据清单.csv'])).toEqual(['证据清单 (2).csv']);
  });
});

describe('byte ranges', () => {
  it('reads one range and refuses what cannot be served', () => {
    expect(parseByteRange(undefined, 10)).toBeNull();
    expect(parseByteRange('bytes=0-4', 10)).toEqual({ start: 0, end: 4 });
    expect(parseByteRange('bytes=5-', 10)).toEqual({ start: 5, end: 9 });
    expect(parseByteRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(parseByteRange('bytes=-30', 10)).toEqual({ start: 0, end: 9 });
    expect(parseByteRange('bytes=8-100', 10)).toEqual({ start: 8, end: 9 });
    expect(parseByteRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=5-2', 10)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=0-1,3-4', 10)).toBeNull();
    expect(parseByteRange('items=0-1', 10)).toBeNull();
    expect(parseByteRange('bytes=-', 10)).toBeNull();
  });
});

describe('download tokens', () => {
  const secret = Buffer.alloc(32, 1);
  const grant = { kind: 'original', id: '7', userId: 3, exp: 2_000, via: 'owner' };
  it('tell an expired genuine token (410) from anything else (403)', () => {
    const token = signDownload(secret, grant);
    expect(checkDownloadToken(secret, token, 'original', 1_000)).toEqual({ ok: true, grant, id: 7 });
    expect(checkDownloadToken(secret, token, 'original', 3_000)).toEqual({ ok: false, http: 410, msg: DOWNLOAD_MSG.linkExpired });
    expect(checkDownloadToken(secret, token, 'zip', 1_000)).toMatchObject({ ok: false, http: 403 });
    expect(checkDownloadToken(Buffer.alloc(32, 2), token, 'original', 1_000)).toMatchObject({ ok: false, http: 403 });
    expect(checkDownloadToken(secret, signDownload(secret, { ...grant, id: '../1' }), 'original', 1_000)).toMatchObject({ ok: false, http: 403 });
    expect(checkDownloadToken(secret, signDownload(secret, { ...grant, id: '../1' }), 'original', 3_000)).toMatchObject({ ok: false, http: 403 });
  });
  it('name a user or a visitor for the custody log', () => {
    expect(custodyActor(grant)).toEqual({ actorType: 'user', actorId: 3 });
    expect(custodyActor({ ...grant, userId: null })).toEqual({ actorType: 'visitor', actorId: null });
  });
});

describe('dataIdStr', () => {
  const parse = (dataIdStr: unknown) => ZDownloadSelectionRequest.safeParse({ dataIdStr });
  it('answers distinct ids in order, or the specification’s message', () => {
    expect(parse('3,1,3, 2').data).toEqual({ dataIdStr: [3, 1, 2] });
    expect(parse('').error?.issues[0]?.message).toBe(EVIDENCE_MSG.selectToDownload);
    expect(parse(undefined).error?.issues[0]?.message).toBe(EVIDENCE_MSG.selectToDownload);
    expect(parse('1,a').error?.issues[0]?.message).toBe(EVIDENCE_MSG.badIds);
    expect(parse(Array.from({ length: 1001 }, (_, i) => i + 1).join(',')).error?.issues[0]?.message).toBe(EVIDENCE_MSG.tooManyIds);
  });
});

describe('helpers', () => {
  it('chinaTime is UTC+8', () => {
    expect(chinaTime(Date.UTC(2024, 0, 1, 16, 30, 5))).toBe('2024-01-02 00:30:05 (UTC+8)');
  });
  it('mapLimited keeps order and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const out = await mapLimited([5, 1, 4, 2, 3], 2, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, n));
      running -= 1;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
  });
});
