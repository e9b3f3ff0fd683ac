import { formatDateTime } from '@/lib/format';

export interface ShareFacts {
  title: string;
  baoquan: string;
  /** the whole link, with the site's origin */
  url: string;
  /** ms, null for 永久 */
  expiresAt: number | null;
  code: string;
}

/** How long the link holds, as the dialog and the copied text say it. */
export function validityText(expiresAt: number | null): string {
  return expiresAt === null ? '永久有效' : `有效期至 ${formatDateTime(expiresAt)}（北京时间）`;
}

/**
 * The block 一键复制 puts on the clipboard: everything the receiver needs, each on its own labelled line, so it
 * reads well pasted into WeChat, an e-mail or a court filing, and says what to do with it.
 */
export function shareText(f: ShareFacts): string {
  return [
    `【证据分享】${f.title}`,
    `保全号：${f.baoquan}`,
    `证书链接：${f.url}`,
    // 链接有效期：至 … — not 有效期至 after the label, which said 有效期 twice (the new user's review)
    `链接有效期：${f.expiresAt === null ? '永久有效' : `至 ${formatDateTime(f.expiresAt)}（北京时间）`}`,
    `提取码：${f.code}`,
    '打开链接后点击“提取证据”，输入提取码即可在线预览或下载证据。',
  ].join('\n');
}
