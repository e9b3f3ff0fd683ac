import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import type { AppContext } from '../../context';
import type { Evidence } from '../../db/schema';
import { certificateLedger, type LedgerFacts } from './certificate-ledger';
import { deviceFacts, holderName, statusFacts } from './certificate-facts';
import { embedCjkFont } from './cjk-font';
import { beijingTime, sizeText } from './format';
import { publicLookupUrl } from '../public-lookup/view-token';
import { qrTarget, siteBase } from './get-view';
import { verifyPackageCommand } from '../evidence-package/verify-command';
import { wrap } from '../pdf/wrap-text';
import { enforceInfoOf } from '../devices/enforce-info';
import { maskIdCard, maskName } from '../privacy/mask';
import { capturePackageKey, packageKeyRows } from './package-key';
import { configOrigin } from './request-origin';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const LABEL_W = 96;
const INK = rgb(0.13, 0.13, 0.13);
const RED = rgb(0.66, 0.11, 0.11);
const GREY = rgb(0.4, 0.4, 0.4);

interface Row {
  label: string;
  value: string;
  mono?: boolean;
}

/**
 * Who a certificate PDF is for. `full`: the owner, whoever holds the owner's certificate link (view
 * token) or the extraction code; it names the file and its QR code opens the certificate page.
 * `public`: a visitor of the public lookup, who may learn the public facts only (decision 36): no
 * file name, title or device, and a QR code that opens the lookup's public facts, never the
 * certificate view token (issue 14).
 */
export type CertificateAudience = 'full' | 'public';

/**
 * The PDF certificate of one record (issue 4 §5): one A4 page from the record's structured data,
 * the ledger facts and a QR code. The holder is always masked (the owner may hand the PDF on). The
 * content depends only on the record, the audience and the ledger's state (the times in the PDF are
 * the record's), so the same state gives the same bytes.
 */
export async function certificatePdf(
  ctx: AppContext,
  row: Evidence,
  opts: { origin?: string; audience?: CertificateAudience; ledger?: LedgerFacts['ledger'] } = {},
): Promise<Uint8Array> {
  // the package passes the facts it has read already (and checked: decision 219)
  const ledger = opts.ledger ?? (await certificateLedger(ctx, row, 'certificate')).ledger;
  const isPublic = opts.audience === 'public';
  const device = deviceFacts(row);
  const status = statusFacts(row);
  const base = siteBase(ctx, opts.origin ?? 'http://localhost');
  const qrUrl = isPublic ? publicLookupUrl(ctx.downloadSecret, base, row.evidence_no) : qrTarget(ctx, row, base);
  const rows: Row[] = [
    { label: '保全号', value: row.evidence_no },
    { label: '持有人', value: await holderName(ctx.db, row, false) },
    ...(isPublic ? [] : [{ label: '文件名称', value: row.file_name }]),
    { label: '文件类型', value: status.fileTypeName },
    { label: '文件大小', value: sizeText(Number(row.size)) },
    { label: '保全时间', value: beijingTime(Number(row.saved_at)) },
    { label: 'SHA-256', value: row.sha256, mono: true },
    { label: 'SM3', value: row.sm3, mono: true },
    { label: '账本', value: ledger.origin },
    { label: '账本序号', value: ledger.leafIndex === null ? '尚未写入账本' : String(ledger.leafIndex) },
    { label: '叶子哈希', value: ledger.leafHash, mono: true },
    { label: '检查点', value: ledger.checkpoint ? `账本大小 ${ledger.checkpoint.treeSize} 的签名检查点` : '尚未纳入已签名的检查点' },
    ...(ledger.checkpoint ? [{ label: '根哈希', value: ledger.checkpoint.rootHash, mono: true }] : []),
    { label: '签名公钥', value: ledger.verifierKey, mono: true },
  ];
  for (const a of ledger.anchors) {
    const what = a.type === 'evm' ? '区块链锚定' : '时间戳锚定';
    const detail = a.txHash ? `${a.statusName}，链ID ${a.chainId}，区块 ${a.blockNumber}` : a.statusName;
    rows.push({ label: what, value: `${detail}${a.local ? '（本机演示服务，非独立见证）' : ''}` });
    if (a.txHash) rows.push({ label: '链上哈希', value: a.txHash, mono: true });
    if (a.explorerUrl) rows.push({ label: '浏览器链接', value: a.explorerUrl });
  }
  // a capture's package: the key that signed it and where the platform publishes that key, so the key inside
  // the package can be compared with the platform's without trusting the package (decision 762)
  const packageKey = await capturePackageKey(ctx.db, Number(row.id));
  // the configured address, like the report the capture job made (it had no request): the documents of one
  // capture name one address for the key, whichever address this download came through
  if (packageKey) rows.push(...packageKeyRows(packageKey, configOrigin(ctx.config)));
  rows.push({ label: '担保说明', value: ledger.statement });
  if (device.isApp && !isPublic) {
    const parts = [device.appType, device.configName, device.configModelName, device.configVersion, device.configProcessor, device.configCore].filter(Boolean);
    rows.push({ label: '设备信息', value: parts.join(' / ') || 'APP取证' });
  }
  // a recorder's record: the enforcement facts, masked like the holder (the PDF may be handed on; decision 590)
  const enforce = isPublic ? null : enforceInfoOf(ctx.config, row);
  if (enforce) {
    rows.push({ label: '执法人员', value: `${maskName(enforce.userName)}（身份证号 ${maskIdCard(enforce.idCard)}）` });
    rows.push({ label: '执法记录仪', value: `${enforce.deviceId}，录制 ${enforce.startAt} 至 ${enforce.endAt}` });
    rows.push({ label: '执法地点', value: enforce.address });
  }

  const title = '电子数据存证证书';
  const subtitle = 'Electronic Data Preservation Certificate';
  const footer = [
    `本证书由${ctx.config.siteName}根据存证记录自动生成。文件的 SHA-256 与 SM3 在上传时计算，记录已写入防篡改账本（RFC 9162 默克尔树），账本检查点由公证处以 Ed25519 签名。`,
    // the pinned-key form, as in 验证说明.txt: without a key the command confirms nothing and exits 3 (decision 163)
    `核验方法：下载证据包后运行 ${verifyPackageCommand(base)}（以公证处公开的签名公钥核验），或扫描右侧二维码查看；证据包内的 proof.json 可用任何独立程序核验（格式见 docs/ledger.md）。`,
  ];
  const qrCaption = isPublic ? '扫码查看存证信息' : '扫码查看证书';
  const allText = [title, subtitle, ...rows.flatMap((r) => [r.label, r.value]), ...footer, qrCaption, '第 1 页 / 共 1 页'].join('');

  const doc = await PDFDocument.create();
  const font = await embedCjkFont(doc, allText);
  const at = new Date(Number(row.saved_at));
  doc.setTitle(`${title} ${row.evidence_no}`);
  doc.setSubject(isPublic ? `保全号 ${row.evidence_no}` : row.file_name);
  doc.setProducer(ctx.config.siteName);
  doc.setCreator(ctx.config.siteName);
  doc.setCreationDate(at);
  doc.setModificationDate(at);
  const page = doc.addPage(A4);
  drawFrame(page);

  let y = A4[1] - MARGIN - 40;
  const center = (text: string, size: number, color = INK) => {
    page.drawText(text, { x: (A4[0] - font.widthOfTextAtSize(text, size)) / 2, y, size, font, color });
  };
  center(title, 24, RED);
  y -= 22;
  center(subtitle, 10, GREY);
  y -= 34;

  const valueW = A4[0] - 2 * MARGIN - 24 - LABEL_W;
  for (const r of rows) {
    const size = r.mono ? 8.5 : 10;
    const lines = wrap(r.value, font, size, valueW);
    page.drawText(r.label, { x: MARGIN + 12, y, size: 10, font, color: GREY });
    lines.forEach((l, i) => page.drawText(l, { x: MARGIN + 12 + LABEL_W, y: y - i * (size + 4), size, font, color: INK }));
    y -= Math.max(1, lines.length) * (size + 4) + 8;
  }

  // QR code to the mobile view, bottom right; the explanation to its left
  const qr = await doc.embedPng(await QRCode.toBuffer(qrUrl, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' }));
  const qrSize = 96;
  const qrX = A4[0] - MARGIN - 12 - qrSize;
  const qrY = MARGIN + 34;
  page.drawImage(qr, { x: qrX, y: qrY, width: qrSize, height: qrSize });
  page.drawText(qrCaption, { x: qrX + (qrSize - font.widthOfTextAtSize(qrCaption, 8)) / 2, y: qrY - 12, size: 8, font, color: GREY });
  let fy = qrY + qrSize - 8;
  for (const para of footer) {
    for (const l of wrap(para, font, 8, qrX - MARGIN - 36)) {
      page.drawText(l, { x: MARGIN + 12, y: fy, size: 8, font, color: GREY });
      fy -= 12;
    }
    fy -= 4;
  }
  // the footer grows downwards: its last line (at fy + 16) must stay a line above the page number's (MARGIN + 4)
  if (fy + 16 < MARGIN + 4 + 12) throw new Error('certificate footer does not fit above the page number');
  const pageNo = '第 1 页 / 共 1 页';
  page.drawText(pageNo, { x: (A4[0] - font.widthOfTextAtSize(pageNo, 8)) / 2, y: MARGIN + 4, size: 8, font, color: GREY });
  if (y < qrY + qrSize + 10) throw new Error('certificate content does not fit one A4 page');
  return doc.save({ useObjectStreams: false });
}

function drawFrame(page: PDFPage): void {
  const [w, h] = A4;
  page.drawRectangle({ x: MARGIN - 16, y: MARGIN - 16, width: w - 2 * (MARGIN - 16), height: h - 2 * (MARGIN - 16), borderColor: RED, borderWidth: 2 });
  page.drawRectangle({ x: MARGIN - 10, y: MARGIN - 10, width: w - 2 * (MARGIN - 10), height: h - 2 * (MARGIN - 10), borderColor: RED, borderWidth: 0.5 });
}
