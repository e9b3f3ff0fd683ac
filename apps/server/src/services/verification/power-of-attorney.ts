import { formTemplatePdf, type Blank } from '../certificate/form-template';

const FIELD_LINES: Blank[][] = [
  [{ label: '委托单位（全称）：' }],
  [{ label: '统一社会信用代码：' }],
  [{ label: '法定代表人：', width: 110 }, { label: '身份证号码：' }],
  [{ label: '被授权人（经办人）：', width: 90 }, { label: '性别：', width: 36 }, { label: '出生日期：' }],
  [{ label: '身份证号码：', width: 170 }, { label: '手机号码：' }],
  [{ label: '住址：' }],
];

function paragraphs(siteName: string): string[] {
  return [
    `兹委托上述被授权人代表本单位，在${siteName}办理以下事项：`,
    '1. 企业实名认证的申请、资料提交与变更；',
    '2. 电子数据存证、证据下载及证据提取码的管理；',
    '3. 企业成员（子账号）的添加、停用与管理；',
    '4. 在线公证的申请及相关文件的签署。',
    '被授权人在上述授权范围内所签署的文件和办理的相关事项，本单位均予以承认，并承担相应的法律责任。被授权人无转委托权。',
    '委托期限：自______年____月____日起至______年____月____日止。',
  ];
}

const SIGNATURES = ['委托单位（盖章）：', '法定代表人（签字或盖章）：', '被授权人（签字）：', '日期：______年____月____日'];
const NOTES = [
  '附：法定代表人及被授权人身份证复印件（正反面），加盖单位公章。',
  '填写说明：请用黑色签字笔填写完整，加盖单位公章后拍照或扫描，在企业认证页面上传 png、jpg 或 jpeg 格式图片（不超过20M）。被授权人信息须与认证表单中填写的一致。',
];

/**
 * The power of attorney (授权委托书) a company fills in, stamps and uploads as `file` of the company
 * form: GET /api/user/download. One A4 page with ruled blanks for the company, its legal
 * representative and the authorised person, the scope and term, signature places and instructions.
 * It depends only on the site name, so it is made once per process.
 */
export const powerOfAttorneyPdf = formTemplatePdf({
  title: '授权委托书',
  fieldLines: FIELD_LINES,
  paragraphs,
  signatures: SIGNATURES,
  notes: NOTES,
  name: 'power of attorney',
});
