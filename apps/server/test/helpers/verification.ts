import { creditCodeCheckChar, nationalIdCheckChar } from '@evidence/shared/validators';
import { upsertOperator } from '../../src/services/admin/create-operator';
import type { App } from '../../src/context';
import type { Db } from '../../src/db/connect';
import { call, freshIp, registerAndLogin } from './api';

/** 1×1 images by their real signatures. */
export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5b2ab6b0000000049454e44ae426082', 'hex');
export const GIF = Buffer.from('47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex');
export const JPEG = Buffer.from(
  'ffd8ffe000104a46494600010100000100010000ffdb004300080606070605080707070909080a0c140d0c0b0b0c1912130f141d1a1f1e1d1a1c1c20242e2720222c231c1c2837292c30313434341f27393d38323c2e333432ffc0000b080001000101011100ffc4001f0000010501010101010100000000000000000102030405060708090a0bffc400b5100002010303020403050504040000017d01020300041105122131410613516107227114328191a1082342b1c11552d1f02433627282090a161718191a25262728292a3435363738393a434445464748494a535455565758595a636465666768696a737475767778797a838485868788898a92939495969798999aa2a3a4a5a6a7a8a9aab2b3b4b5b6b7b8b9bac2c3c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae1e2e3e4e5e6e7e8e9eaf1f2f3f4f5f6f7f8f9faffda0008010100003f00fbd3ffd9',
  'hex',
);

/** A valid 18-digit ID number (GB 11643 check digit); `seq` decides the sex (odd last digit = male). */
export function nationalId(birth = '19900307', seq = '123', region = '110101'): string {
  const first17 = `${region}${birth}${seq}`;
  return first17 + nationalIdCheckChar(first17);
}

/** A valid unified social credit code (GB 32100 check character). */
export function creditCode(body17 = '91110108MA01ABCD3'): string {
  return body17 + creditCodeCheckChar(body17);
}

function multipart(bytes: Buffer, name: string) {
  const boundary = `----b${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`);
  return { payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface Who {
  token: string;
  role?: string;
}

/** Uploads an image through uploadNormal and answers the whole envelope. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answer fields freely
export async function uploadImage(app: App, who: Who, bytes: Buffer, name = 'photo.jpg'): Promise<{ status: number; body: { code: number; msg: string; data: any } }> {
  const { payload, contentType } = multipart(bytes, name);
  const res = await app.inject({
    method: 'POST',
    url: '/api/Upload/uploadNormal',
    headers: { 'content-type': contentType, authorization: `Bearer ${who.token}`, ...(who.role ? { role: who.role } : {}) },
    payload,
    // each upload from its own address: uploadNormal allows 60 a minute per address
    remoteAddress: freshIp(),
  });
  return { status: res.statusCode, body: res.json() };
}

/** Uploads an image and answers its data.path (throws when refused). */
export async function imagePath(app: App, who: Who, bytes: Buffer = PNG, name?: string): Promise<string> {
  const r = await uploadImage(app, who, bytes, name);
  if (r.body.code !== 200) throw new Error(r.body.msg);
  return r.body.data.path as string;
}

export async function personForm(app: App, who: Who, overrides: Record<string, string> = {}): Promise<Record<string, string>> {
  return {
    userName: '张三丰',
    idCard: nationalId(),
    sex: '0',
    mobile: '13712345678',
    type: '1',
    address: '北京市东城区东华门街道1号',
    authorFront: await imagePath(app, who),
    authorBack: await imagePath(app, who, JPEG),
    authorHand: await imagePath(app, who, GIF),
    agree: '1',
    ...overrides,
  };
}

export async function companyForm(app: App, who: Who, overrides: Record<string, string> = {}): Promise<Record<string, string>> {
  return {
    company: '北京示例数据科技有限公司',
    taxNumber: creditCode(),
    address: '北京市海淀区中关村大街1号',
    license: await imagePath(app, who),
    legalName: '李四',
    legalSex: '1',
    legalBirth: '1985-06-15',
    legalIdcard: nationalId('19850615', '246', '110108'),
    legalAddress: '北京市海淀区学院路2号',
    accountName: '北京示例数据科技有限公司',
    accountBank: '中国工商银行北京中关村支行',
    accountNo: '6222020200112233445',
    contactName: '王五',
    contactPhone: '13655556666',
    contactIdcard: nationalId('19920101', '135', '110105'),
    authorName: '赵六',
    authorSex: '0',
    authorBrith: '1988-08-08',
    authorPhone: '13577778888',
    authorIdcard: nationalId('19880808', '357', '110106'),
    authorAddress: '北京市朝阳区建国路3号',
    file: await imagePath(app, who, JPEG),
    authorFront: await imagePath(app, who),
    authorBack: await imagePath(app, who, JPEG),
    ...overrides,
  };
}

/** A fresh operator, logged in to the console. */
export async function operatorToken(app: App, db: Db, phone: string, password = 'op123456'): Promise<string> {
  await upsertOperator(db, { phone, name: `审核员${phone.slice(-2)}`, password });
  const r = await call<{ token: string }>(app, 'POST', '/api/admin/login', { form: { phone, password }, ip: freshIp() });
  if (r.body.code !== 200) throw new Error(r.body.msg);
  return r.body.data.token;
}

/** A newly registered account (unverified, no account type). */
export async function newUser(app: App, db: Db, phone: string): Promise<{ token: string; userId: number; phone: string }> {
  const token = await registerAndLogin(app, db, phone);
  const row = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow();
  return { token, userId: row.id, phone };
}

