import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { wrap } from '../certificate/certificate-pdf';
import { cjkSubset } from '../certificate/cjk-font';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 64;
const INK = rgb(0.1, 0.1, 0.1);
const GREY = rgb(0.42, 0.42, 0.42);
const WIDTH = A4[0] - 2 * MARGIN;

type Blank = { label: string; width?: number };

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

const made = new Map<string, Promise<Uint8Array>>();

/**
 * The member authorization letter (企业成员授权委托书) a company fills in, stamps and uploads when it
 * adds a member; drawn like the power-of-attorney template (services/verification/power-of-attorney.ts):
 * pdf-lib with the CJK subset font, one A4 page, made once per site name.
 */
export function memberLetterPdf(siteName: string): Promise<Uint8Array> {
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
  const title = '企业成员授权委托书';
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
  if (y < MARGIN / 2) throw new Error('member letter template does not fit one A4 page');
  return doc.save({ useObjectStreams: false });
}
