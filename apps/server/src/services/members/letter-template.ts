import { formTemplatePdf, type Blank } from '../certificate/form-template';

const FIELD_LINES: Blank[][] = [
  [{ label: '委托单位（全称）：' }],
  [{ label: '统一社会信用代码：' }],
  [{ label: '被授权成员姓名：', width: 130 }, { label: '身份证号码：' }],
  [{ label: '成员登录手机号：', width: 130 }, { label: '职务/部门：' }],
];

function paragraphs(siteName: string): string[] {
  return [
    `兹授权上述成员作为本单位在${siteName}的企业成员（子账号），以本单位名义办理以下事项：`,
    '1. 使用本单位账户进行电子数据存证、网页取证等业务，所消耗的积分由本单位账户支付；',
    '2. 查看、下载本单位名下的存证数据及证书；',
    '3. 本单位授权的其他与存证相关的业务。',
    '该成员在授权范围内的操作，本单位均予以承认，并承担相应的法律责任。本单位可随时在平台停用该成员；停用后该成员不能再以本单位身份使用平台，停用不可恢复。',
    '授权期限：自______年____月____日起至______年____月____日止。',
  ];
}

const SIGNATURES = ['委托单位（盖章）：', '法定代表人或授权人（签字）：', '被授权成员（签字）：', '日期：______年____月____日'];
const NOTES = [
  '附：被授权成员身份证复印件（正反面），加盖单位公章。',
  '填写说明：请用黑色签字笔填写完整，加盖单位公章后拍照或扫描，在“成员管理—新增成员”中上传 png、jpg 或 gif 格式图片，平台审核通过后该成员即可切换到企业身份。',
];

/**
 * The member authorization letter (企业成员授权委托书) a company fills in, stamps and uploads when it
 * adds a member; drawn like the power-of-attorney template by services/certificate/form-template.ts:
 * pdf-lib with the CJK subset font, one A4 page, made once per site name.
 */
export const memberLetterPdf = formTemplatePdf({
  title: '企业成员授权委托书',
  fieldLines: FIELD_LINES,
  paragraphs,
  signatures: SIGNATURES,
  notes: NOTES,
  name: 'member letter template',
});
