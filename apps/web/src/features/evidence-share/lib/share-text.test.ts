import { describe, expect, it } from 'vitest';
import { ZCreateShareLinkRequest } from '@evidence/shared/contracts';
import { shareText, validityText } from './share-text';

describe('the text 一键复制 copies', () => {
  it('holds the title, number, whole link, validity in China time and the code, one labelled line each', () => {
    const text = shareText({
      title: '租赁合同.pdf',
      baoquan: '202612030000000001',
      url: 'https://example.cn/attestation/202612030000000001?viewToken=sl_abc',
      // 2026-12-10 07:08:21 UTC is 15:08:21 in Beijing, whatever the test machine's zone
      expiresAt: Date.UTC(2026, 11, 10, 7, 8, 21),
      code: 'lease2026',
    });
    expect(text.split('\n')).toEqual([
      '【证据分享】租赁合同.pdf',
      '保全号：202612030000000001',
      '证书链接：https://example.cn/attestation/202612030000000001?viewToken=sl_abc',
      '链接有效期：至 2026-12-10 15:08:21（北京时间）',
      '提取码：lease2026',
      '打开链接后点击“提取证据”，输入提取码即可在线预览或下载证据。',
    ]);
  });

  it('says 永久有效 for a link without an end', () => {
    expect(validityText(null)).toBe('永久有效');
  });
});

describe('the validity the dialog may ask for', () => {
  it('is 永久, 7 or 30 days, as numbers or form text', () => {
    for (const days of [0, 7, 30, '7', ' 30 ']) expect(ZCreateShareLinkRequest.safeParse({ dataId: 1, days }).success).toBe(true);
    for (const days of [1, 14, 365, -7, '7天', '', null, 7.5]) {
      const r = ZCreateShareLinkRequest.safeParse({ dataId: 1, days });
      expect(r.success).toBe(false);
      if (!r.success) expect(r.error.issues[0]!.message).toBe('分享链接有效期只能是永久、7天或30天');
    }
  });
});
