import { describe, expect, it } from 'vitest';
import { ZPerAuthorizeRequest, type TPersonData } from '@evidence/shared/contracts';
import { nationalIdCheckChar } from '@evidence/shared/validators';
import { CLEARED_OCR_FIELDS, fieldsFromOcr, sexFromIdCard, toPerAuthorizeBody, valuesFromSubmission } from './person-form-values';

const id = (first17: string) => first17 + nationalIdCheckChar(first17);
// 17th digit 3 (odd) → male; 4 (even) → female
const MALE = id('11010119900307803');
const FEMALE = id('11010119900307804');

describe('sexFromIdCard', () => {
  it('reads the 17th digit of a valid number: odd 0 男, even 1 女', () => {
    expect(sexFromIdCard(MALE)).toBe(0);
    expect(sexFromIdCard(FEMALE)).toBe(1);
  });
  it('lower-case x and spaces around are the same number', () => {
    const x = id('11010519491231002');
    expect(x.endsWith('X')).toBe(true);
    expect(sexFromIdCard(` ${x.toLowerCase()} `)).toBe(1);
  });
  it('says nothing for an incomplete, mistyped or empty number', () => {
    expect(sexFromIdCard(MALE.slice(0, 17))).toBeUndefined();
    expect(sexFromIdCard(MALE.slice(0, 17) + (MALE[17] === '0' ? '1' : '0'))).toBeUndefined();
    expect(sexFromIdCard('')).toBeUndefined();
    expect(sexFromIdCard(undefined)).toBeUndefined();
  });
});

describe('fieldsFromOcr', () => {
  it('maps id_name, id_code, id_address to the form and derives the sex', () => {
    expect(fieldsFromOcr({ id_name: ' 张晓明 ', id_code: FEMALE, id_address: '北京市东城区景山前街4号 ' })).toEqual({
      userName: '张晓明',
      idCard: FEMALE,
      address: '北京市东城区景山前街4号',
      sex: 1,
    });
  });
  it('an answer with an invalid number leaves the sex alone', () => {
    const f = fieldsFromOcr({ id_name: '张三', id_code: '110101199003078039', id_address: '北京市' });
    expect('sex' in f).toBe(false);
  });
  it('a failure clears exactly the three recognised fields', () => {
    expect(CLEARED_OCR_FIELDS).toEqual({ userName: '', idCard: '', address: '' });
  });
});

const stored: TPersonData = {
  userName: '李明',
  idCard: MALE,
  sex: 0,
  mobile: '13800000001',
  type: 1,
  address: '北京市东城区1号',
  authorFront: { path: '/api/Upload/image/aa.png', url: 'https://x/signed-front' },
  authorBack: { path: '/api/Upload/image/bb.png', url: 'https://x/signed-back' },
  authorHand: null,
  face: { result: null, at: null, provider: null },
};

describe('valuesFromSubmission', () => {
  it('prefills every field and the photos (path kept, signed url to show), never the consent', () => {
    const v = valuesFromSubmission(stored, '13911112222');
    expect(v).toMatchObject({ userName: '李明', idCard: MALE, sex: 0, mobile: '13800000001', address: '北京市东城区1号', agree: false });
    expect(v.authorFront).toEqual({ path: '/api/Upload/image/aa.png', previewUrl: 'https://x/signed-front' });
    expect(v.authorHand).toBeNull();
  });
  it('without a submission only the account phone is suggested', () => {
    expect(valuesFromSubmission(null, '13911112222')).toEqual({ mobile: '13911112222', agree: false });
  });
});

describe('toPerAuthorizeBody', () => {
  const hex = (c: string) => c.repeat(32);
  const full = {
    userName: ' 李明 ',
    idCard: MALE.toLowerCase(),
    sex: 0 as const,
    mobile: '13800000001',
    address: '北京市东城区1号',
    authorFront: { path: `/api/Upload/image/${hex('a')}.png`, previewUrl: 'blob:1' },
    authorBack: { path: `/api/Upload/image/${hex('b')}.jpg`, previewUrl: 'blob:2' },
    authorHand: { path: `/api/Upload/image/${hex('c')}.gif`, previewUrl: 'blob:3' },
    agree: true,
  };
  it('is what the server contract accepts: paths, type 1, consent 1', () => {
    const body = toPerAuthorizeBody(full);
    expect(body).toMatchObject({ userName: '李明', sex: '0', type: '1', agree: '1', authorFront: full.authorFront.path });
    expect(ZPerAuthorizeRequest.safeParse(body).success).toBe(true);
  });
  it('without consent the contract refuses with 请先同意实名验证', () => {
    const r = ZPerAuthorizeRequest.safeParse(toPerAuthorizeBody({ ...full, agree: false }));
    expect(r.error?.issues.map((i) => i.message)).toEqual(['请先同意实名验证']);
  });
  it('a missing photo is sent empty, which the contract names', () => {
    const r = ZPerAuthorizeRequest.safeParse(toPerAuthorizeBody({ ...full, authorHand: null }));
    expect(r.error?.issues.map((i) => i.message)).toEqual(['请上传手持身份证照片']);
  });
});
