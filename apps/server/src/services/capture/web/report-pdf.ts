import sharp from 'sharp';
import { WEB_CAPTURE_DOES_NOT_PROVE } from '@evidence/shared/constants';
import { browserOwnNote, splitBlocked } from './browser-own';
import { renderDocument, stampImages, type DocBlock } from '../../signing';
import type { FileDigest } from '../package';
import type { WebCaptureResult } from './capture-page';
import { dnsFactText, tlsFactRows } from './fact-rows';
import { verdictOf } from '../environment/check-items';
import { packageKeyRows } from '../../certificate/package-key';

/** China Standard Time (the platform's users are in UTC+8), to the second. */
export const chinaTime = (ms: number) => `${new Date(ms + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19)}（北京时间）`;

export interface ReportInput {
  captureNo: string;
  title: string;
  applicant: string;
  url: string;
  result: Omit<WebCaptureResult, 'har' | 'pdf' | 'dom'>;
  /** the captured files' digests (screenshot, PDF, DOM, HAR, environment report…) */
  files: FileDigest[];
  platformName: string;
  /** the key that signs the package (its fingerprint) and the site that publishes it */
  packageKey: { fingerprint: string; siteBase: string };
  /** host:port of every request the page made (pageEndpoints of the HAR): tells the browser's own connections apart */
  pageEndpoints: string[];
}

/**
 * The report's blocks (issue 24 item 2, decision 831): the page screenshot first, then the facts a
 * reader needs (what, where, when, by whom) and what the report proves; the technical detail (server
 * address, DNS, browser, package key, TLS, the 检查明细, the connections the capture browser's guard
 * refused and the files' digests) follows under a titled 技术附录 at the end.
 */
export function reportBlocks(i: ReportInput): DocBlock[] {
  const r = i.result;
  const blocks: DocBlock[] = [
    { kind: 'signature-boxes', boxes: [{ id: 'thumb', label: '网页截图（首屏缩略图）' }], height: 300 },
    { kind: 'heading', text: '一、取证信息' },
    {
      kind: 'fields',
      rows: [
        { label: '取证编号', value: i.captureNo },
        { label: '取证名称', value: i.title },
        { label: '申请人', value: i.applicant },
        { label: '取证网址', value: i.url },
        { label: '最终网址', value: r.finalUrl },
        { label: '网页标题', value: r.pageTitle || '（无）' },
        { label: '开始时间', value: chinaTime(r.startedAt) },
        { label: '结束时间', value: chinaTime(r.endedAt) },
        { label: '网页截图', value: r.shot.truncated ? `网页高 ${r.shot.pageHeight} 像素，截图只含顶部 ${r.shot.height} 像素（全文见 page.pdf 与 page.html）` : `整页，高 ${r.shot.height} 像素` },
      ],
    },
    {
      kind: 'paragraph',
      text: `说明：本报告由${i.platformName}在服务器端全新的浏览器环境中自动生成。它证明上述时间、经上述地址取得的网页内容与各文件摘要一致。${WEB_CAPTURE_DOES_NOT_PROVE}本报告、截图和网页文件均打包于 WACZ 证据包中，证据包的摘要已写入平台存证账本。核验证据包请打开 ${i.packageKey.siteBase.replace(/\/+$/, '')}/verify，文件只在浏览器中计算，不会上传；不便联网时，可在该页面下载离线验证器。`,
    },
    { kind: 'heading', text: '技术附录' },
    { kind: 'heading', text: '附一、访问与签名' },
    {
      kind: 'fields',
      rows: [
        { label: 'HTTP 状态', value: String(r.status) },
        { label: '服务器 IP', value: r.serverIp ?? '未取得' },
        { label: '域名解析', value: dnsFactText(r.environment.dns) },
        { label: '浏览器', value: r.environment.browser.versionText ?? r.userAgent ?? '未取得' },
        ...packageKeyRows(i.packageKey.fingerprint, i.packageKey.siteBase).map(({ label, value }) => ({ label, value })),
      ],
    },
    { kind: 'heading', text: '附二、传输安全（TLS）' },
    { kind: 'fields', rows: tlsFactRows(r.tlsProbe, r.browserTls) },
    { kind: 'heading', text: '附三、取证环境清洁性检查（检查明细）' },
    { kind: 'table', columns: [{ title: '检查项目', width: 0.26 }, { title: '检查结果', width: 0.6 }, { title: '结论', width: 0.14 }], rows: r.environment.items.map((x) => [x.item, x.result, verdictOf(x)]) },
  ];
  const refused = splitBlocked(r.blocked, i.pageEndpoints);
  if (r.blocked.length > 0) {
    blocks.push({ kind: 'heading', text: '附四、出站检查拒绝的连接' });
    if (refused.page.length > 0) {
      blocks.push(
        { kind: 'paragraph', text: '以下连接未被放行，其内容不在本次取证结果中。' },
        { kind: 'table', columns: [{ title: '目标', width: 0.7 }, { title: '原因', width: 0.3 }], rows: refused.page.slice(0, 50).map((b) => [b.target, b.reason]) },
      );
    }
    if (refused.browserOwn > 0) blocks.push({ kind: 'paragraph', text: browserOwnNote(refused.browserOwn) });
  }
  blocks.push(
    { kind: 'heading', text: `${r.blocked.length > 0 ? '附五' : '附四'}、取证文件摘要` },
    { kind: 'table', columns: [{ title: '文件', width: 0.2 }, { title: '大小（字节）', width: 0.15 }, { title: 'SHA-256 / SM3', width: 0.65 }], rows: i.files.map((f) => [f.path, String(f.size), `SHA-256 ${f.sha256}\nSM3 ${f.sm3}`]) },
  );
  return blocks;
}

/** The report PDF with the screenshot's first screen drawn into its box. */
export async function renderReport(i: ReportInput, screenshot: Buffer): Promise<Uint8Array> {
  const doc = await renderDocument({ title: '网页取证报告', blocks: reportBlocks(i) });
  const box = doc.boxes.thumb;
  if (!box) return doc.pdf;
  // A4 in points: the box's aspect decides how much of the page top the thumbnail shows
  const aspect = (box.wPct * 595.28) / (box.hPct * 841.89);
  const meta = await sharp(screenshot).metadata();
  const width = meta.width ?? 1366;
  const height = Math.min(meta.height ?? 768, Math.round(width / aspect));
  // fitted (not stretched) into the box, top-aligned, on white
  const png = await sharp(screenshot)
    .extract({ left: 0, top: 0, width, height })
    .resize({ width: 900, height: Math.round(900 / aspect), fit: 'contain', position: 'top', background: { r: 255, g: 255, b: 255, alpha: 1 } })
    .png()
    .toBuffer();
  return stampImages(doc.pdf, [{ ...box, png }]);
}
