import { describe, expect, it } from 'vitest';
import type { TCompanyData } from '@evidence/shared/contracts';
import { companyImages, companyInfoSections, sexLabel } from './company-info-sections';

const data: TCompanyData = {
  company: '北京示例数据科技有限公司', taxNumber: '91110108MA01ABCD3X', address: '北京市海淀区1号', license: { path: 'l', url: 'https://u/l' },
  legalName: '李四', legalSex: 0, legalBirth: '1985-06-15', legalIdcard: '110***********2359', legalAddress: '北京',
  accountName: '北京示例数据科技有限公司', accountBank: '工商银行', accountNo: '6222***********3445',
  contactName: '王五', contactPhone: '136****6666', contactIdcard: '110***********1350',
  authorName: '赵六', authorSex: 1, authorBrith: '1988-08-08', authorPhone: '135****8888', authorIdcard: '110***********3461',
  authorAddress: '', file: null, authorFront: null, authorBack: { path: 'b', url: 'https://u/b' },
};

describe('company information sections', () => {
  it('groups the data as the form does, with sex names and masked values as sent', () => {
    const sections = companyInfoSections(data);
    expect(sections.map((s) => s.title)).toEqual(['企业信息', '法定代表人', '对公账户', '联系人', '被授权人']);
    const legal = sections.find((s) => s.key === 'legal')!;
    expect(legal.items).toContainEqual({ label: '性别', value: '男' });
    expect(legal.items).toContainEqual({ label: '身份证号码', value: '110***********2359' });
    const author = sections.find((s) => s.key === 'author')!;
    expect(author.items).toContainEqual({ label: '性别', value: '女' });
    expect(author.items).toContainEqual({ label: '住址', value: '—' });
  });

  it('names sex codes 0 and 1 only', () => {
    expect([sexLabel(0), sexLabel(1), sexLabel(2)]).toEqual(['男', '女', '—']);
  });

  it('lists the four documents, null where cleared', () => {
    expect(companyImages(data).map((i) => [i.label, i.image?.url ?? null])).toEqual([
      ['营业执照', 'https://u/l'],
      ['授权委托书', null],
      ['被授权人身份证人像面照片', null],
      ['被授权人身份证国徽面照片', 'https://u/b'],
    ]);
  });
});
