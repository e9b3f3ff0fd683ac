import { describe, expect, it } from 'vitest';
import { NOTARIAL_LOOKUP_MSG } from '../../src/constants/notarial-lookup';
import { zCertificateNo } from '../../src/contracts/public-lookup/notarial';

const parse = (v: unknown) => zCertificateNo.safeParse(v);

describe('the notarial certificate number', () => {
  it('is normalized to the stored form: full-width brackets (as the office issues them), no spaces, ASCII digits', () => {
    for (const typed of ['(2026)沪东方证字第12号', '（2026）沪东方证字第12号', '〔2026〕沪东方证字第12号', ' [2026] 沪东方 证字第 12 号 ', '(２０２６)沪东方证字第１２号']) {
      expect(parse(typed)).toEqual({ success: true, data: '（2026）沪东方证字第12号' });
    }
    expect(parse('(2026)X证字第1号').success).toBe(true);
    expect(parse('(2026)证字第1号').success).toBe(true);
  });

  it('refuses what is not a certificate number, with the form of one in the message', () => {
    expect(parse('').error?.issues[0]?.message).toBe(NOTARIAL_LOOKUP_MSG.noRequired);
    expect(parse(undefined).error?.issues[0]?.message).toBe(NOTARIAL_LOOKUP_MSG.noRequired);
    for (const bad of ['GZ20261126120000123456', '2026沪证字第1号', '(26)沪证字第1号', '(2026)沪证字第号', '(2026)沪证字第1', '(2026)沪-证字第1号', `（2026）${'长'.repeat(21)}证字第1号`]) {
      expect(parse(bad).error?.issues[0]?.message, bad).toBe(NOTARIAL_LOOKUP_MSG.noFormat);
    }
  });
});
