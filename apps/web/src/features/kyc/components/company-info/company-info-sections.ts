/**
 * What /kyc-info lists, section by section, as the form groups it (pure, unit-tested). Values come
 * as the server sends them: ID numbers, the bank account and phones already masked.
 */
import type { TCompanyData } from '@evidence/shared/contracts';
import { COMPANY_IMAGE_LABELS } from '@evidence/shared/contracts';

export interface InfoItem {
  label: string;
  value: string;
}

export interface InfoSection {
  key: 'company' | 'legal' | 'account' | 'contact' | 'author';
  title: string;
  items: InfoItem[];
}

/** Sex codes of 000 §3: 0 男, 1 女. */
export function sexLabel(code: number): string {
  return code === 0 ? '男' : code === 1 ? '女' : '—';
}

const shown = (v: string) => (v.trim() ? v : '—');

export function authorItems(d: Pick<TCompanyData, 'authorName' | 'authorSex' | 'authorBrith' | 'authorPhone' | 'authorIdcard' | 'authorAddress'>): InfoItem[] {
  return [
    { label: '姓名', value: shown(d.authorName) },
    { label: '性别', value: sexLabel(d.authorSex) },
    { label: '出生日期', value: shown(d.authorBrith) },
    { label: '手机号码', value: shown(d.authorPhone) },
    { label: '身份证号码', value: shown(d.authorIdcard) },
    { label: '住址', value: shown(d.authorAddress) },
  ];
}

export function companyInfoSections(d: TCompanyData): InfoSection[] {
  return [
    {
      key: 'company',
      title: '企业信息',
      items: [
        { label: '企业名称', value: shown(d.company) },
        { label: '统一社会信用代码', value: shown(d.taxNumber) },
        { label: '企业地址', value: shown(d.address) },
      ],
    },
    {
      key: 'legal',
      title: '法定代表人',
      items: [
        { label: '姓名', value: shown(d.legalName) },
        { label: '性别', value: sexLabel(d.legalSex) },
        { label: '出生日期', value: shown(d.legalBirth) },
        { label: '身份证号码', value: shown(d.legalIdcard) },
        { label: '住址', value: shown(d.legalAddress) },
      ],
    },
    {
      key: 'account',
      title: '对公账户',
      items: [
        { label: '开户名称', value: shown(d.accountName) },
        { label: '开户银行', value: shown(d.accountBank) },
        { label: '银行账号', value: shown(d.accountNo) },
      ],
    },
    {
      key: 'contact',
      title: '联系人',
      items: [
        { label: '姓名', value: shown(d.contactName) },
        { label: '手机号码', value: shown(d.contactPhone) },
        { label: '身份证号码', value: shown(d.contactIdcard) },
      ],
    },
    { key: 'author', title: '被授权人', items: authorItems(d) },
  ];
}

/** The four documents with their labels, null where none is stored (cleared after a rejection). */
export function companyImages(d: TCompanyData) {
  return (['license', 'file', 'authorFront', 'authorBack'] as const).map((key) => ({ key, label: COMPANY_IMAGE_LABELS[key], image: d[key] }));
}
