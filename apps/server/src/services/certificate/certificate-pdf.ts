import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { generatedSealPng } from '../seals/cached-seal';
import QRCode from 'qrcode';
import { groupFingerprint, verifierKeyFingerprint } from '@evidence/ledger';
import type { AppContext } from '../../context';
import type { Evidence } from '../../db/schema';
import { certificateLedger, type LedgerFacts } from './certificate-ledger';
import { deviceFacts, holderName, statusFacts } from './certificate-facts';
import { embedCjkFont } from './cjk-font';
import { beijingTime, sizeText } from './format';
import { publicLookupUrl } from '../public-lookup/view-token';
import { issuerText, qrTarget, siteBase } from './get-view';
import { platformSigner } from '../notary/sign/signer-deps';
import { signPdf } from '../signing';
import { holderIdentity } from './holder-identity';
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
 * How the holder is named: `named` only for the owner's copy, decided by the caller from the session or
 * from a download grant issued to the owner's session (decision 886), never from a query flag; `masked`
 * for every other copy, which may be handed on (decision 820).
 */
export type HolderNaming = 'named' | 'masked';

/** The holder rows of the owner's copy: the company and its credit code, or the person and the masked ID number (decision 820). */
async function namedHolderRows(ctx: AppContext, row: Evidence): Promise<Row[]> {
  const who = await holderIdentity(ctx, row);
  if (!who) return [{ label: '持有人', value: `${await holderName(ctx.db, row, true)}（未实名认证）` }];
  const idLabel = who.kind === 'company' ? '统一社会信用代码' : '身份证号';
  return [{ label: '持有人', value: who.name }, ...(who.idMasked ? [{ label: idLabel, value: who.idMasked }] : [])];
}

/**
 * The PDF certificate of one record (issue 4 §5, issue 24 item 3): page 1 states, in plain Chinese, what
 * was preserved, for whom, by which platform operator and how a reader checks it (the public /verify
 * page); the last page, 技术附录, carries the hashes, the ledger facts and the keys. The holder is masked
 * unless the caller passes `holder: 'named'` (the owner's copy). The finished PDF is signed once by the
 * platform with the one signing core (PAdES, whole document; decision 821).
 */
export async function certificatePdf(
  ctx: AppContext,
  row: Evidence,
  opts: { origin?: string; audience?: CertificateAudience; holder?: HolderNaming; ledger?: LedgerFacts['ledger']; publicQr?: boolean } = {},
): Promise<Uint8Array> {
  // the package passes the facts it has read already (and checked: decision 219)
  const ledger = opts.ledger ?? (await certificateLedger(ctx, row, 'certificate')).ledger;
  const isPublic = opts.audience === 'public';
  const named = opts.holder === 'named' && !isPublic;
  const device = deviceFacts(row);
  const status = statusFacts(row);
  const base = siteBase(ctx, opts.origin ?? 'http://localhost');
  // a visitor by an ending share link (publicQr) must not get the certificate's own link, which never ends, in the QR code
  const qrUrl = isPublic || opts.publicQr === true ? publicLookupUrl(ctx.downloadSecret, base, row.evidence_no) : qrTarget(ctx, row, base);
  const operator = ctx.config.operator;
  const anchored = ledger.anchors.filter((a) => a.status === 'success');
  const rows: Row[] = [
    { label: '保全号', value: row.evidence_no },
    ...(named ? await namedHolderRows(ctx, row) : [{ label: '持有人', value: await holderName(ctx.db, row, false) }]),
    ...(isPublic ? [] : [{ label: '文件名称', value: row.file_name }]),
    { label: '文件类型', value: status.fileTypeName },
    { label: '文件大小', value: sizeText(Number(row.size)) },
    { label: '保全时间', value: beijingTime(Number(row.saved_at)) },
    { label: '签发机构', value: issuerText(operator) },
    { label: '存证平台', value: ctx.config.siteName },
    { label: '账本记录', value: ledger.leafIndex === null ? '尚未写入防篡改账本' : ledger.checkpoint ? '已写入防篡改账本，并纳入公证方签名的账本检查点' : '已写入防篡改账本，尚未纳入已签名的检查点' },
    { label: '区块链或时间戳锚定', value: anchored.length === 0 ? '未配置' : anchored.map((a) => `${a.type === 'evm' ? '区块链锚定' : '时间戳锚定'}${a.statusName}${a.local ? '（本机演示服务，非独立见证）' : ''}`).join('；') },
    { label: '担保说明', value: ledger.statement },
  ];
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

  // 技术附录: what a technical expert checks; none of it is needed to read page 1 (issue 24 item 2)
  const appendix: Row[] = [
    { label: 'SHA-256', value: row.sha256, mono: true },
    { label: 'SM3', value: row.sm3, mono: true },
    { label: '账本', value: ledger.origin },
    { label: '账本序号', value: ledger.leafIndex === null ? '尚未写入账本' : String(ledger.leafIndex) },
    { label: '叶子哈希', value: ledger.leafHash, mono: true },
    { label: '检查点', value: ledger.checkpoint ? `账本大小 ${ledger.checkpoint.treeSize} 的签名检查点` : '尚未纳入已签名的检查点' },
    ...(ledger.checkpoint ? [{ label: '根哈希', value: ledger.checkpoint.rootHash, mono: true }] : []),
    { label: '账本签名公钥', value: ledger.verifierKey, mono: true },
    { label: '公钥指纹', value: `SHA-256 ${groupFingerprint(verifierKeyFingerprint(ledger.verifierKey))}`, mono: true },
  ];
  for (const a of ledger.anchors) {
    const what = a.type === 'evm' ? '区块链锚定' : '时间戳锚定';
    const detail = a.txHash ? `${a.statusName}，链ID ${a.chainId}，区块 ${a.blockNumber}` : a.statusName;
    appendix.push({ label: what, value: `${detail}${a.local ? '（本机演示服务，非独立见证）' : ''}` });
    if (a.txHash) appendix.push({ label: '链上哈希', value: a.txHash, mono: true });
    if (a.explorerUrl) appendix.push({ label: '浏览器链接', value: a.explorerUrl });
  }
  // a capture's package: the key that signed it and where the platform publishes that key, so the key inside
  // the package can be compared with the platform's without trusting the package (decision 762)
  const packageKey = await capturePackageKey(ctx.db, Number(row.id));
  // the configured address, like the report the capture job made (it had no request): the documents of one
  // capture name one address for the key, whichever address this download came through
  if (packageKey) appendix.push(...packageKeyRows(packageKey, configOrigin(ctx.config)));

  const title = '电子数据存证证书';
  const subtitle = 'Electronic Data Preservation Certificate';
  const verifyUrl = `${base}/verify`;
  const footer = [
    `本证书由${operator.name}运营的${ctx.config.siteName}根据存证记录生成，并由平台加盖电子印章与电子签名。文件的 SHA-256 与 SM3 哈希值在上传时计算，存证记录已写入防篡改账本，账本检查点由公证方签名。`,
    `核验方法：访问 ${verifyUrl} ，选择证据包（或原文件与证明文件），页面在您的浏览器中逐项核验，文件不会上传；请将页面显示的公钥指纹与本证书技术附录所列指纹核对一致。不便联网时，可在该页面下载“证据包离线验证器”，保存后用浏览器直接打开核验。也可扫描右侧二维码查看存证信息。`,
  ];
  const appendixNote = '本附录供技术核验使用：哈希值、账本序号、检查点与公钥的含义及核验方法见核验页面的说明。';
  const qrCaption = isPublic ? '扫码查看存证信息' : '扫码查看证书';
  const pageNos = ['第 1 页 / 共 2 页', '第 2 页 / 共 2 页'];
  const allText = [title, subtitle, '技术附录', appendixNote, ...[...rows, ...appendix].flatMap((r) => [r.label, r.value]), ...footer, qrCaption, ...pageNos].join('');

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
  const center = (p: PDFPage, text: string, size: number, color = INK) => {
    p.drawText(text, { x: (A4[0] - font.widthOfTextAtSize(text, size)) / 2, y, size, font, color });
  };
  center(page, title, 24, RED);
  y -= 22;
  center(page, subtitle, 10, GREY);
  y -= 34;
  y = drawRows(page, font, rows, y);

  // the operator's electronic seal, bottom right of the facts (issue 24 item 3): drawn by the platform's seal
  // generator with 电子印章 under the star (decision 306); the page's own PAdES signature is what proves the copy
  const seal = await doc.embedPng(await generatedSealPng(operator.name));
  const sealSize = 118;
  const sealY = y - sealSize + 14;
  page.drawImage(seal, { x: A4[0] - MARGIN - 40 - sealSize, y: sealY, width: sealSize, height: sealSize, opacity: 0.9 });

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
  // page 1's number centred; the last page's at the left, clear of the signature box bottom right
  const drawPageNo = (p: PDFPage, text: string, left = false) =>
    p.drawText(text, { x: left ? MARGIN + 12 : (A4[0] - font.widthOfTextAtSize(text, 8)) / 2, y: MARGIN + 4, size: 8, font, color: GREY });
  drawPageNo(page, pageNos[0]!);
  if (sealY < qrY + qrSize + 10) throw new Error('certificate content does not fit one A4 page');

  const tech = doc.addPage(A4);
  drawFrame(tech);
  y = A4[1] - MARGIN - 40;
  center(tech, '技术附录', 18, RED);
  y -= 26;
  for (const l of wrap(appendixNote, font, 9, A4[0] - 2 * MARGIN - 24)) {
    tech.drawText(l, { x: MARGIN + 12, y, size: 9, font, color: GREY });
    y -= 13;
  }
  y -= 12;
  y = drawRows(tech, font, appendix, y);
  drawPageNo(tech, pageNos[1]!, true);
  // the platform's signature box sits bottom right of the last page (signing/signature-appearance.ts)
  if (y < MARGIN + 110) throw new Error('certificate appendix does not fit one A4 page');
  const unsigned = await doc.save({ useObjectStreams: false });
  return signPdf(platformSigner(ctx), unsigned, {
    reason: `电子数据存证证书 ${row.evidence_no}`,
    location: ctx.config.siteName,
    signerName: operator.name,
    appearanceTitle: `${ctx.config.siteName}电子签名`,
  });
}

function drawRows(page: PDFPage, font: PDFFont, rows: Row[], top: number): number {
  const valueW = A4[0] - 2 * MARGIN - 24 - LABEL_W;
  let y = top;
  for (const r of rows) {
    const size = r.mono ? 8.5 : 10;
    const lines = wrap(r.value, font, size, valueW);
    const labelSize = font.widthOfTextAtSize(r.label, 10) > LABEL_W - 6 ? 8 : 10;
    page.drawText(r.label, { x: MARGIN + 12, y, size: labelSize, font, color: GREY });
    lines.forEach((l, i) => page.drawText(l, { x: MARGIN + 12 + LABEL_W, y: y - i * (size + 4), size, font, color: INK }));
    y -= Math.max(1, lines.length) * (size + 4) + 8;
  }
  return y;
}

function drawFrame(page: PDFPage): void {
  const [w, h] = A4;
  page.drawRectangle({ x: MARGIN - 16, y: MARGIN - 16, width: w - 2 * (MARGIN - 16), height: h - 2 * (MARGIN - 16), borderColor: RED, borderWidth: 2 });
  page.drawRectangle({ x: MARGIN - 10, y: MARGIN - 10, width: w - 2 * (MARGIN - 10), height: h - 2 * (MARGIN - 10), borderColor: RED, borderWidth: 0.5 });
}
