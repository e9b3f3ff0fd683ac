import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { wrap } from '../certificate/certificate-pdf';
import { cjkSubset } from '../certificate/cjk-font';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 64;
const INK = rgb(0.1, 0.1, 0.1);
const GREY = rgb(0.42, 0.42, 0.42);
const WIDTH = A4[0] - 2 * MARGIN;

/** Blanks to fill: a label and a ruled line after it, several on one line; the last line runs to the margin. */
type Blank = { label: string; width?: number };

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

function drawBlanks(page: PDFPage, font: PDFFont, blanks: Blank[], y: number): void {
  let x = MARGIN;
  for (const b of blanks) {
    page.drawText(b.label, { x, y, size: 11, font, color: INK });
    x += font.widthOfTextAtSize(b.label, 11);
    const width = b.width ?? MARGIN + WIDTH - x;
    page.drawLine({ start: { x, y: y - 3 }, end: { x: x + width, y: y - 3 }, thickness: 0.6, color: INK });
    x += width + 12;
  }
}

/**
 * The power of attorney (授权委托书) a company fills in, stamps and uploads as `file` of the company
 * form: GET /api/user/download. One A4 page with ruled blanks for the company, its legal
 * representative and the authorised person, the scope and term, signature places and instructions.
 * It depends only on the site name, so it is made once per process.
 */
const made = new Map<string, Promise<Uint8Array>>();

export function powerOfAttorneyPdf(siteName: string): Promise<Uint8Array> {
  let pdf = made.get(siteName);
  if (!pdf) {
    pdf = build(siteName).catch((err: unknown) => {
      made.delete(siteName);
      throw err;
    });
    made.set(siteName, pdf);
  }
  return pdf;
}

async function build(siteName: string): Promise<Uint8Array> {
  const title = '授权委托书';
  const to = `致：${siteName}`;
  const body = paragraphs(siteName);
  const allText = [title, to, ...FIELD_LINES.flat().map((b) => b.label), ...body, ...SIGNATURES, ...NOTES].join('');
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(await cjkSubset(allText), { subset: false });
  doc.setTitle(title);
  doc.setProducer(siteName);
  doc.setCreator(siteName);
  const page = doc.addPage(A4);

  let y = A4[1] - MARGIN - 10;
  page.drawText(title, { x: (A4[0] - font.widthOfTextAtSize(title, 22)) / 2, y, size: 22, font, color: INK });
  y -= 44;
  page.drawText(to, { x: MARGIN, y, size: 12, font, color: INK });
  y -= 34;
  for (const line of FIELD_LINES) {
    drawBlanks(page, font, line, y);
    y -= 30;
  }
  y -= 8;
  for (const para of body) {
    for (const l of wrap(para, font, 11.5, WIDTH)) {
      page.drawText(l, { x: MARGIN, y, size: 11.5, font, color: INK });
      y -= 20;
    }
    y -= 4;
  }
  y -= 24;
  for (const s of SIGNATURES) {
    page.drawText(s, { x: A4[0] / 2 - 20, y, size: 11.5, font, color: INK });
    y -= 40;
  }
  y -= 6;
  for (const note of NOTES) {
    for (const l of wrap(note, font, 9, WIDTH)) {
      page.drawText(l, { x: MARGIN, y, size: 9, font, color: GREY });
      y -= 14;
    }
  }
  if (y < MARGIN / 2) throw new Error('power of attorney does not fit one A4 page');
  return doc.save({ useObjectStreams: false });
}
