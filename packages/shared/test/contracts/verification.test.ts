import { describe, expect, it } from 'vitest';
import { VERIFY_MSG } from '../../src/constants/verification';
import { ZCompanyAuthorizeRequest, ZPerAuthorizeRequest, ZUpdateAccountRequest, imageRef } from '../../src/contracts/verification';
import { creditCodeCheckChar, firstIssue, nationalIdCheckChar } from '../../src/validators';

const id = (birth: string, seq: string) => `110101${birth}${seq}${nationalIdCheckChar(`110101${birth}${seq}`)}`;
const IMG = 'images/202601/0123456789abcdef0123456789abcdef.png';

const person = {
  userName: '张三',
  idCard: id('19900307', '123'),
  sex: '0',
  mobile: '13712345678',
  address: '北京市东城区1号',
  authorFront: IMG,
  authorBack: '/api/Upload/image/1123456789abcdef0123456789abcdef.jpg',
  authorHand: '2123456789abcdef0123456789abcdef.gif',
  agree: '1',
};

describe('perAuthorize', () => {
  it('parses a complete form: image references become names, type defaults to 1', () => {
    const v = ZPerAuthorizeRequest.parse(person);
    expect(v).toMatchObject({ type: 1, sex: 0, agree: true, authorFront: '0123456789abcdef0123456789abcdef.png', authorBack: '1123456789abcdef0123456789abcdef.jpg' });
  });
  it('gives the specification\'s messages', () => {
    expect(firstIssue(ZPerAuthorizeRequest, { ...person, userName: '' })).toBe('请输入姓名');
    expect(firstIssue(ZPerAuthorizeRequest, { ...person, address: ' ' })).toBe('身份证地址不能为空');
    expect(firstIssue(ZPerAuthorizeRequest, { ...person, agree: '0' })).toBe('请先同意实名验证');
    expect(firstIssue(ZPerAuthorizeRequest, { ...person, agree: undefined })).toBe('请先同意实名验证');
  });
  it('refuses a wrong check digit, a sex the number contradicts, an unknown document type, a missing or foreign-looking image', () => {
    const wrong = person.idCard.slice(0, 17) + (person.idCard.endsWith('1') ? '2' : '1');
    expect(firstIssue(ZPerAuthorizeRequest, { ...person, idCard: wrong })).toBe('请输入正确的身份证号码');
    expect(firstIssue(ZPerAuthorizeRequest, { ...person, sex: '1' })).toBe(VERIFY_MSG.sexMismatch);
    expect(firstIssue(ZPerAuthorizeRequest, { ...person, type: '2' })).toBe(VERIFY_MSG.idTypeInvalid);
    expect(firstIssue(ZPerAuthorizeRequest, { ...person, authorHand: '' })).toBe('请上传手持身份证照片');
    expect(firstIssue(ZPerAuthorizeRequest, { ...person, authorHand: '../../etc/passwd' })).toBe('手持身份证照片不存在，请重新上传');
  });
});

describe('companyAuthorize', () => {
  const code = (body: string) => body + creditCodeCheckChar(body);
  const company = {
    company: '示例公司',
    taxNumber: code('91110108MA01ABCD3'),
    address: '北京',
    license: IMG,
    legalName: '李四',
    legalSex: '1',
    legalBirth: '1985-06-15',
    legalIdcard: id('19850615', '246'),
    legalAddress: '北京',
    accountName: '示例公司',
    accountBank: '工商银行',
    accountNo: '6222020200112233445',
    contactName: '王五',
    contactPhone: '13655556666',
    contactIdcard: id('19920101', '135'),
    authorName: '赵六',
    authorSex: '0',
    authorBrith: '1988-08-08',
    authorPhone: '13577778888',
    authorIdcard: id('19880808', '357'),
    authorAddress: '北京',
    file: IMG.replace('0123', '3123'),
    authorFront: IMG.replace('0123', '4123'),
    authorBack: IMG.replace('0123', '5123'),
  };
  it('parses a complete form', () => {
    expect(ZCompanyAuthorizeRequest.parse(company)).toMatchObject({ legalSex: 1, authorSex: 0 });
  });
  it('requires every field, each with its own message', () => {
    const expected: Record<string, string> = {
      company: '请输入企业名称',
      taxNumber: '请输入统一社会信用代码',
      license: '请上传营业执照',
      legalName: '请输入法定代表人姓名',
      legalSex: '性别不能为空',
      legalBirth: '请选择法定代表人出生日期',
      legalIdcard: '请输入法定代表人身份证号码',
      accountNo: '请输入银行账号',
      contactPhone: '请输入联系人手机号码',
      authorBrith: '请选择被授权人出生日期',
      file: '请上传授权委托书',
      authorBack: '请上传被授权人身份证国徽面照片',
    };
    for (const [field, msg] of Object.entries(expected)) {
      const { [field]: _gone, ...rest } = company as Record<string, string>;
      expect(firstIssue(ZCompanyAuthorizeRequest, rest), field).toBe(msg);
    }
  });
  it('checks the credit code, the bank account and birth dates against ID numbers', () => {
    const bad = company.taxNumber.slice(0, 17) + (company.taxNumber.endsWith('0') ? '1' : '0');
    expect(firstIssue(ZCompanyAuthorizeRequest, { ...company, taxNumber: bad })).toBe('请输入正确的统一社会信用代码');
    expect(firstIssue(ZCompanyAuthorizeRequest, { ...company, accountNo: '6222-0202' })).toBe('请输入8-25位数字');
    expect(firstIssue(ZCompanyAuthorizeRequest, { ...company, legalBirth: '1985-06-16' })).toBe(VERIFY_MSG.birthMismatch);
    expect(firstIssue(ZCompanyAuthorizeRequest, { ...company, authorSex: '1' })).toBe(VERIFY_MSG.sexMismatch);
  });
});

describe('updateAccount and image references', () => {
  it('asks for the SMS token when there is none', () => {
    expect(firstIssue(ZUpdateAccountRequest, { contactPhone: '13655556666', smsCode: '123456' })).toBe('请获取短信验证码');
    expect(firstIssue(ZUpdateAccountRequest, { contactPhone: '', smsCode: '123456', smsCodeToken: 'x' })).toBe('请输入新手机号');
  });
  it('accepts the path, the URL or the bare name of an upload, nothing else', () => {
    const f = imageRef('营业执照');
    expect(f.parse('images/202601/abcdefabcdefabcdefabcdefabcdefab.jpg')).toBe('abcdefabcdefabcdefabcdefabcdefab.jpg');
    expect(firstIssue(f, 'abcdefabcdefabcdefabcdefabcdefab.pdf')).toBe('营业执照不存在，请重新上传');
    expect(firstIssue(f, 'https://evil.example/abcdefabcdefabcdefabcdefabcdefab.png?x')).toBe('营业执照不存在，请重新上传');
  });
});
