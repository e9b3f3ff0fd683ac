import { describe, expect, it } from 'vitest';
import type { TCompanyData } from '@evidence/shared/contracts';
import { ZCompanyAuthorizeRequest, ZUpdateAuthorRequest } from '@evidence/shared/contracts';
import { nationalIdCheckChar, creditCodeCheckChar } from '@evidence/shared/validators';
import { AUTHOR_FIELDS, derivedFromId, formValuesFrom, toRequestFields, type CompanyFormValues } from './company-form-values';

const id = (first17: string) => first17 + nationalIdCheckChar(first17);
const img = (n: string) => ({ path: `/uploads/${n.repeat(32)}.png`, previewUrl: 'blob:x' });

function filled(): CompanyFormValues {
  const body17 = '91110108MA01ABCD3';
  return {
    company: '北京示例数据科技有限公司', taxNumber: body17 + creditCodeCheckChar(body17), address: '北京市海淀区1号', license: img('a'),
    legalName: '李四', legalSex: 0, legalBirth: '1985-06-15', legalIdcard: id('11010119850615235'), legalAddress: '北京',
    accountName: '北京示例数据科技有限公司', accountBank: '工商银行', accountNo: '6222020200112233445',
    contactName: '王五', contactPhone: '13655556666', contactIdcard: id('11010119920101135'),
    authorName: '赵六', authorSex: 1, authorBrith: '1988-08-08', authorPhone: '13577778888', authorIdcard: id('11010119880808346'),
    authorAddress: '北京', file: img('b'), authorFront: img('c'), authorBack: img('d'),
  };
}

describe('company form values', () => {
  it('turns a filled form into a body the contract accepts', () => {
    const body = toRequestFields(filled());
    expect(body.legalSex).toBe('0');
    expect(body.license).toBe(`/uploads/${'a'.repeat(32)}.png`);
    expect(ZCompanyAuthorizeRequest.safeParse(body).success).toBe(true);
  });

  it('sends unset fields as empty strings, so the contract names what is missing', () => {
    const body = toRequestFields({ ...filled(), license: null, authorSex: undefined });
    expect(body.license).toBe('');
    const result = ZCompanyAuthorizeRequest.safeParse(body);
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toContain('请上传营业执照');
    expect(messages).toContain('性别不能为空');
  });

  it('limits the body to the change of authorised person', () => {
    const body = toRequestFields(filled(), AUTHOR_FIELDS);
    expect(Object.keys(body).sort()).toEqual([...AUTHOR_FIELDS].sort());
    expect(ZUpdateAuthorRequest.safeParse(body).success).toBe(true);
  });

  it('fills the form from stored data, cleared images as empty boxes', () => {
    const data = { ...toRequestFields(filled()), legalSex: 0, authorSex: 1, license: null, file: null, authorFront: { path: 'p', url: 'https://x/u' }, authorBack: null } as unknown as TCompanyData;
    const values = formValuesFrom(data);
    expect(values.license).toBeNull();
    expect(values.file).toBeNull();
    expect(values.authorFront).toEqual({ path: 'p', previewUrl: 'https://x/u' });
    expect(values.company).toBe('北京示例数据科技有限公司');
  });

  it('derives sex and birth date from a valid ID number only', () => {
    expect(derivedFromId(id('11010119850615235'))).toEqual({ sex: 0, birth: '1985-06-15' });
    expect(derivedFromId(id('11010119880808346').toLowerCase())).toEqual({ sex: 1, birth: '1988-08-08' });
    expect(derivedFromId('110101198506152350')).toBeNull();
    expect(derivedFromId('1101011985')).toBeNull();
    expect(derivedFromId(undefined)).toBeNull();
  });
});
