import type { TCompanyAuthorizeRequest, TPerAuthorizeRequest } from '@evidence/shared/contracts';
import { creditCodeCheckChar, nationalIdCheckChar, nationalIdSex } from '@evidence/shared/validators';
import type { DemoPicture } from './demo-images';

/**
 * The identities the verified demo accounts were verified with. Invented, but well-formed: every ID
 * number carries its GB 11643 check character (and its sex and birth date agree with the form),
 * every credit code its GB 32100 one; the forms go through the same zod contracts as a user's.
 */
export const demoIdNumber = (region: string, birth: string, seq: string) => `${region}${birth}${seq}${nationalIdCheckChar(`${region}${birth}${seq}`)}`;
const creditCode = (first17: string) => first17 + creditCodeCheckChar(first17);
const sexOf = (id: string) => String(nationalIdSex(id) ?? 0);
const birthOf = (id: string) => `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;

export interface Person {
  name: string;
  idCard: string;
  address: string;
  phone: string;
}

/** The pictures of a form, by the form field each one fills. */
export type Pictures<F extends string> = Record<F, DemoPicture>;

function cardPictures(p: Person): Pictures<'front' | 'back'> {
  return {
    front: { title: '居民身份证（人像面）', lines: [`姓名  ${p.name}`, `住址  ${p.address}`, `公民身份号码  ${p.idCard}`] },
    back: { title: '居民身份证（国徽面）', lines: ['中华人民共和国', '签发机关  演示公安局', '有效期限  2020.01.01-2040.01.01'] },
  };
}

export interface DemoPerson {
  kind: 'person';
  pictures: Pictures<'authorFront' | 'authorBack' | 'authorHand'>;
  form(images: Record<'authorFront' | 'authorBack' | 'authorHand', string>): TPerAuthorizeRequest;
}

export interface DemoCompany {
  kind: 'company';
  pictures: Pictures<'license' | 'file' | 'authorFront' | 'authorBack'>;
  form(images: Record<'license' | 'file' | 'authorFront' | 'authorBack', string>): TCompanyAuthorizeRequest;
}

/** A person's verification as the demo accounts make it (also used by e2e seeds for extra accounts). */
export function demoPerson(p: Person): DemoPerson {
  const card = cardPictures(p);
  return {
    kind: 'person',
    pictures: { authorFront: card.front, authorBack: card.back, authorHand: { title: '手持身份证照片', lines: [`${p.name} 手持本人身份证`] } },
    form: (images) => ({ userName: p.name, idCard: p.idCard, sex: sexOf(p.idCard), mobile: p.phone, type: '1', address: p.address, agree: '1', ...images }),
  };
}

interface Company {
  name: string;
  creditCode: string;
  address: string;
  legal: Person;
  /** the contact person, also the authorised person (被授权人) */
  contact: Person;
  bank: string;
  accountNo: string;
}

function company(c: Company): DemoCompany {
  const card = cardPictures(c.contact);
  return {
    kind: 'company',
    pictures: {
      license: { title: '营业执照', lines: [`名称  ${c.name}`, `统一社会信用代码  ${c.creditCode}`, `法定代表人  ${c.legal.name}`, `住所  ${c.address}`] },
      file: { title: '授权委托书', lines: [`${c.name}授权${c.contact.name}办理本单位电子数据保全业务。`, `法定代表人  ${c.legal.name}`] },
      authorFront: card.front,
      authorBack: card.back,
    },
    form: (images) => ({
      company: c.name,
      taxNumber: c.creditCode,
      address: c.address,
      legalName: c.legal.name,
      legalSex: sexOf(c.legal.idCard),
      legalBirth: birthOf(c.legal.idCard),
      legalIdcard: c.legal.idCard,
      legalAddress: c.legal.address,
      accountName: c.name,
      accountBank: c.bank,
      accountNo: c.accountNo,
      contactName: c.contact.name,
      contactPhone: c.contact.phone,
      contactIdcard: c.contact.idCard,
      authorName: c.contact.name,
      authorSex: sexOf(c.contact.idCard),
      authorBrith: birthOf(c.contact.idCard),
      authorPhone: c.contact.phone,
      authorIdcard: c.contact.idCard,
      authorAddress: c.contact.address,
      ...images,
    }),
  };
}

/** The demo companies' unified social credit codes, by login phone (invoice headers lock to them). */
export const DEMO_CREDIT_CODES = { '13800000002': creditCode('91310104MA1FL8XK2'), '13800000004': creditCode('91440300MA5D8R3T1') } as const;

/** By login phone: the verification each verified demo account was approved with. */
export const DEMO_IDENTITIES: Record<string, DemoPerson | DemoCompany> = {
  '13800000001': demoPerson({ name: '李明', idCard: demoIdNumber('310104', '19880512', '001'), address: '上海市徐汇区漕溪北路88号', phone: '13800000001' }),
  '13800000002': company({
    name: '示例科技有限公司',
    creditCode: DEMO_CREDIT_CODES['13800000002'],
    address: '上海市徐汇区虹漕路68号',
    legal: { name: '周建国', idCard: demoIdNumber('310104', '19750304', '011'), address: '上海市徐汇区天钥桥路100号', phone: '13800000012' },
    contact: { name: '王芳', idCard: demoIdNumber('310105', '19860918', '024'), address: '上海市长宁区延安西路200号', phone: '13800000002' },
    bank: '中国工商银行上海徐汇支行',
    accountNo: '6222021001122334455',
  }),
  '13800000003': demoPerson({ name: '赵磊', idCard: demoIdNumber('320102', '19910823', '015'), address: '南京市玄武区中山路18号', phone: '13800000003' }),
  '13800000004': company({
    name: '第二示例贸易有限公司',
    creditCode: DEMO_CREDIT_CODES['13800000004'],
    address: '深圳市南山区科技园路1号',
    legal: { name: '刘强', idCard: demoIdNumber('440304', '19700611', '031'), address: '深圳市福田区深南大道300号', phone: '13800000014' },
    contact: { name: '陈静', idCard: demoIdNumber('440305', '19900127', '042'), address: '深圳市南山区南海大道50号', phone: '13800000004' },
    bank: '招商银行深圳南山支行',
    accountNo: '6225880122334455667',
  }),
};
