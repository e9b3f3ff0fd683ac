import { describe, expect, it } from 'vitest';
import { EXTRACT_LOCK_AFTER, EXTRACT_RECORD_LOCK_AFTER } from '@evidence/shared/constants';
import { faqGroups } from './faq-content';

const site = {
  loginLimits: { captchaAfter: 3, ipCaptchaAfter: 10, ipBlockAfter: 50, ipWindowMinutes: 15 },
  operator: { name: '示例运营方', creditCode: null, servicePhone: '400-000-0000', serviceEmail: null },
  notaryOffice: { name: '示范公证处', licence: '证号1', address: '示范路1号', phone: '021-1' },
};
const text = (groups: ReturnType<typeof faqGroups>) => groups.flatMap((g) => g.items.map((i) => `${i.q}${i.a}`)).join('\n');

/** The help centre agrees with README (no account lock) and states the configured and coded numbers (decision 860). */
describe('faqGroups', () => {
  it('never says an account is locked, and quotes the login limits the server is configured with', () => {
    const all = text(faqGroups(site));
    expect(all).not.toMatch(/账号会被临时锁定|锁定时长/);
    expect(all).toContain('不会。平台不会锁定您的账号');
    expect(all).toContain('连续登录失败 3 次后');
    expect(all).toContain('15 分钟内登录失败 50 次后');
    const other = text(faqGroups({ ...site, loginLimits: { captchaAfter: 4, ipCaptchaAfter: 12, ipBlockAfter: 60, ipWindowMinutes: 30 } }));
    expect(other).toContain('连续登录失败 4 次后');
    expect(other).toContain('30 分钟内登录失败 60 次后');
  });

  it('covers every product, prices with a link, invoices and extraction codes with the code’s numbers', () => {
    const groups = faqGroups(site);
    const all = text(groups);
    for (const word of ['数据存证', '在线取证', '电子签约', '在线公证', '发票', '提取码']) expect(all).toContain(word);
    expect(groups.flatMap((g) => g.items).find((i) => i.link)?.link).toEqual({ to: '/prices', text: '查看收费标准' });
    expect(all).toContain(`输错提取码 ${EXTRACT_LOCK_AFTER} 次`);
    expect(all).toContain(`被输错 ${EXTRACT_RECORD_LOCK_AFTER} 次`);
    expect(all).toContain('示范公证处，电话 021-1');
  });

  it('says no number before the settings arrive', () => {
    expect(text(faqGroups(undefined))).not.toMatch(/失败 \d+ 次/);
  });
});
