import { describe, expect, it } from 'vitest';
import { holderMask } from '../../../src/services/public-lookup/holder-mask';
import { maskName, maskPhone } from '../../../src/services/privacy/mask';

describe('the holder as the public lookup shows it', () => {
  it('keeps a name recognisable to its owner but tells no stranger who it is, nor its length', () => {
    expect(maskName('示例科技有限公司')).toBe('示**司');
    expect(maskName('杭州某某网络科技股份有限公司')).toBe('杭**司');
    expect(maskName('张三')).toBe('张*');
    expect(maskName('欧阳娜娜')).toBe('欧**娜');
    expect(maskName('  ')).toBe('');
    expect(maskPhone('13800000002')).toBe('138****0002');
    expect(maskPhone('123')).toBe('****');
  });

  it('uses the company for a company, else the person, else the masked phone', () => {
    expect(holderMask({ account_type: 2, company: '示例科技有限公司', contact_name: '李四', phone: '13800000002' })).toBe('示**司');
    expect(holderMask({ account_type: 1, company: null, contact_name: '李四', phone: '13800000001' })).toBe('李*');
    expect(holderMask({ account_type: 0, company: null, contact_name: null, phone: '13800000001' })).toBe('138****0001');
  });
});
