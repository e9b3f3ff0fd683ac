import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { INVOICE_TYPE_NAMES, type InvoiceType } from '@evidence/shared/constants';
import { invoiceYuan } from '@evidence/shared/contracts';
import type { Invoice } from '../../db/schema';
import { embedCjkFont } from '../certificate/cjk-font';
import { wrap } from '../pdf/wrap-text';
import { beijingTime } from '../certificate/format';
import { moneyInWords } from './money-words';

export interface InvoicePdfInput {
  invoice: Invoice;
  orderNos: string[];
  invoiceNumber: string;
  issuedAt: number;
  /** the seller printed on the invoice: the platform (SITE_NAME) */
  seller: string;
}

/** Says on the document what it is (decision 132): the local test provider, not a tax invoice. */
export const LOCAL_INVOICE_NOTE =
  '本文件由本平台的本地测试开票服务生成，不是税务机关监制或全国增值税发票查验平台可查的发票，不能用于报销、记账或抵扣；正式发票须配置真实的开票服务。';

const PAGE: [number, number] = [842, 500];
const M = 36;
const INK = rgb(0.15, 0.15, 0.15);
const BROWN = rgb(0.55, 0.27, 0.07);
const RED = rgb(0.7, 0.1, 0.1);

/**
 * A one-page electronic invoice document of the platform (pdf-lib, the certificate's CJK font):
 * buyer, seller, the one item 公证服务费 (the notice rules: content is the notarization service fee
 * only), amount in figures and capitals, number, date, the applied orders and the note above.
 */
export async function invoicePdf(input: InvoicePdfInput): Promise<Uint8Array> {
  const { invoice: inv } = input;
  const money = invoiceYuan(Number(inv.money_cents));
  const typeName = INVOICE_TYPE_NAMES[Number(inv.type) as InvoiceType] ?? '电子发票';
  const buyer: Array<[string, string]> = [
    ['名称', inv.head],
    ['纳税人识别号', inv.tax_num || '-'],
    ['地址、电话', [inv.street, inv.phone_number].filter(Boolean).join(' ') || '-'],
    ['开户行及账号', [inv.bank_name, inv.account].filter(Boolean).join(' ') || '-'],
  ];
  const seller: Array<[string, string]> = [
    ['名称', input.seller],
    ['纳税人识别号', '（本地测试开票，未登记）'],
  ];
  const remark = [`申请单号 ${inv.order_no}`, `订单号 ${input.orderNos.join('、')}`, inv.remark ? `备注 ${inv.remark}` : ''].filter(Boolean).join('；');
  const words = moneyInWords(Number(inv.money_cents));
  const texts = [
    `${typeName}（本地测试）`, '本地测试 · 非税务发票', LOCAL_INVOICE_NOTE, '购买方', '销售方', '项目名称', '*公证服务*公证服务费', '数量', '单价', '金额',
    '税率', '不适用', '价税合计（大写）', '（小写）', '备注', '发票号码', '开票日期', '开票人', '本地测试开票服务', '收款人', '复核', '次',
    words, money, remark, input.invoiceNumber, beijingTime(input.issuedAt), ...buyer.flat(), ...seller.flat(),
    // punctuation drawn around the values
    '：¥、；（）·*',
  ].join('');
  const doc = await PDFDocument.create();
  const font = await embedCjkFont(doc, texts);
  doc.setTitle(`${typeName} ${input.invoiceNumber}（本地测试）`);
  doc.setCreator('evidence platform local invoicing');
  const page = doc.addPage(PAGE);
  const [W, H] = PAGE;
  const t = (s: string, x: number, y: number, size = 10, color = INK) => page.drawText(s, { x, y, size, font, color });

  t(`${typeName}（本地测试）`, W / 2 - font.widthOfTextAtSize(`${typeName}（本地测试）`, 20) / 2, H - M - 16, 20, BROWN);
  page.drawLine({ start: { x: W / 2 - 150, y: H - M - 24 }, end: { x: W / 2 + 150, y: H - M - 24 }, thickness: 1, color: BROWN });
  t('本地测试 · 非税务发票', M, H - M - 14, 12, RED);
  t(`发票号码：${input.invoiceNumber}`, W - M - 230, H - M - 6, 10);
  t(`开票日期：${beijingTime(input.issuedAt)}`, W - M - 230, H - M - 22, 10);

  const top = H - M - 40;
  const boxH = 86;
  box(page, M, top - boxH, W - 2 * M, boxH);
  page.drawLine({ start: { x: W / 2, y: top }, end: { x: W / 2, y: top - boxH }, thickness: 0.8, color: BROWN });
  party(page, font, '购买方', buyer, M, top, W / 2 - M);
  party(page, font, '销售方', seller, W / 2, top, W / 2 - M);

  const itemsTop = top - boxH;
  const itemsH = 96;
  box(page, M, itemsTop - itemsH, W - 2 * M, itemsH);
  const cols: Array<[string, number]> = [['项目名称', M + 8], ['数量', M + 330], ['单价', M + 400], ['金额', M + 500], ['税率', M + 620]];
  for (const [label, x] of cols) t(label, x, itemsTop - 18, 10, BROWN);
  const row: Array<[string, number]> = [['*公证服务*公证服务费', M + 8], ['1', M + 330], [money, M + 400], [money, M + 500], ['不适用', M + 620]];
  for (const [v, x] of row) t(v, x, itemsTop - 40, 10);

  const sumTop = itemsTop - itemsH;
  box(page, M, sumTop - 30, W - 2 * M, 30);
  t('价税合计（大写）', M + 8, sumTop - 20, 10, BROWN);
  t(words, M + 110, sumTop - 20, 11);
  t(`（小写）¥${money}`, W - M - 200, sumTop - 20, 11);

  const remTop = sumTop - 30;
  box(page, M, remTop - 70, W - 2 * M, 70);
  t('备注', M + 8, remTop - 18, 10, BROWN);
  wrap(remark, font, 9, W - 2 * M - 70).slice(0, 5).forEach((line, i) => t(line, M + 52, remTop - 18 - i * 12, 9));

  t('开票人：本地测试开票服务', M, remTop - 90, 10);
  wrap(LOCAL_INVOICE_NOTE, font, 9, W - 2 * M).forEach((line, i) => t(line, M, remTop - 112 - i * 12, 9, RED));
  return doc.save();
}

function box(page: PDFPage, x: number, y: number, w: number, h: number) {
  page.drawRectangle({ x, y, width: w, height: h, borderColor: BROWN, borderWidth: 0.8 });
}

function party(page: PDFPage, font: PDFFont, title: string, rows: Array<[string, string]>, x: number, top: number, width: number) {
  page.drawText(title, { x: x + 8, y: top - 18, size: 11, font, color: BROWN });
  // long values wrap (a name is never cut); the box holds about seven lines
  let y = top - 16;
  for (const [label, value] of rows) {
    for (const line of wrap(`${label}：${value}`, font, 9, width - 70)) {
      page.drawText(line, { x: x + 60, y, size: 9, font, color: INK });
      y -= 11;
    }
    y -= 3;
  }
}
