import { describe, expect, it } from 'vitest';
import { ZDelDataRequest, ZDelInvoiceRequest, ZInvoiceAskRequest, ZNewsDelRequest, ZDownloadSelectionRequest, ZSealIdRequest } from '../../src/contracts';
import { toId, zId, zIdList, zOptionalId } from '../../src/validators/ids';

/** Values that named a record under z.coerce.number (issue 14) or are no id at all. */
const NOT_IDS: unknown[] = [['15'], [15], '0xb', '0b1', '0o7', true, false, '1e1', '-1', -1, '+1', '1.5', 1.5, '1.0', '', ' ', '0', 0, '015', '１２', 'NaN', NaN, Infinity, null, undefined, {}, '9007199254740992', 9007199254740992, '9'.repeat(400), 1e21, '1 2', '12abc'];

describe('the shared id rule', () => {
  it('takes decimal digits and safe positive integers only', () => {
    expect(toId('15')).toBe(15);
    expect(toId(' 15 ')).toBe(15);
    expect(toId(15)).toBe(15);
    expect(toId('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    for (const v of NOT_IDS) expect(toId(v), JSON.stringify(v) ?? String(v)).toBeNull();
  });

  it('refuses with the call\'s own message', () => {
    const s = zId('请选择正确的存证记录');
    expect(s.parse('7')).toBe(7);
    for (const v of NOT_IDS) {
      const r = s.safeParse(v);
      expect(r.success, String(v)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('请选择正确的存证记录');
    }
  });

  it('optional ids: blank and absent are undefined, anything else by the same rule', () => {
    const s = zOptionalId('参数格式不正确');
    for (const v of [undefined, null, '', '  ']) expect(s.parse(v)).toBeUndefined();
    expect(s.parse('3')).toBe(3);
    for (const v of ['0xb', true, ['3'], '1e1', '-1']) expect(s.safeParse(v).success, String(v)).toBe(false);
  });

  it('lists: comma-separated text or one number, every element by the same rule, distinct, bounded', () => {
    const s = zIdList({ empty: '空', bad: '错', tooMany: '多', max: 3 });
    expect(s.parse('3,1,3')).toEqual([3, 1]);
    expect(s.parse(5)).toEqual([5]);
    const msg = (v: unknown) => s.safeParse(v).error?.issues[0]?.message;
    expect(msg('')).toBe('空');
    expect(msg(undefined)).toBe('空');
    for (const v of ['1,0xb', ['15'], [1, 2], [], [true], '1,1e1', '1,-1', '1,,x', { a: 1 }, true, 1.5, -2]) expect(msg(v), JSON.stringify(v)).toBe('错');
    expect(msg('1,2,3,4')).toBe('多');
    expect(msg('1,'.repeat(1000))).toBe('多');
  });

  it('is what the destructive calls use', () => {
    for (const v of NOT_IDS) {
      expect(ZDelDataRequest.safeParse({ dataId: v }).success, `delData ${String(v)}`).toBe(false);
      expect(ZDelInvoiceRequest.safeParse({ id: v }).success, `delInvoice ${String(v)}`).toBe(false);
      expect(ZSealIdRequest.safeParse({ id: v }).success, `seal ${String(v)}`).toBe(false);
    }
    expect(ZDelDataRequest.parse({ dataId: '15' })).toEqual({ dataId: 15 });
    expect(ZNewsDelRequest.safeParse({ newsId: '1,0xb' }).success).toBe(false);
    expect(ZDownloadSelectionRequest.safeParse({ dataIdStr: 'true' }).success).toBe(false);
    expect(ZInvoiceAskRequest.safeParse({ ids: ['2'], userInvoiceId: '1', type: '1' }).success).toBe(false);
    expect(ZInvoiceAskRequest.safeParse({ ids: '[1,2]', userInvoiceId: '1', type: '1' }).data?.ids).toEqual([1, 2]);
  });
});
