import { describe, expect, it } from 'vitest';
import { WEB_CAPTURE_DOES_NOT_PROVE } from '@evidence/shared/constants';
import type { DocBlock } from '../../../src/services/signing';
import { dnsFactText, tlsFactRows } from '../../../src/services/capture/web/fact-rows';
import { reportBlocks, type ReportInput } from '../../../src/services/capture/web/report-pdf';

/** The web capture's view and its report PDF take their DNS and TLS rows from one builder (issue 23 item 14b). */
const dns = { host: 'site.test', isIpLiteral: false, lookup: ['93.184.216.34'], a: ['93.184.216.34'], aaaa: [], cname: ['edge.site.test'], servers: ['1.1.1.1'] };
const probe = { authorized: true, authorizationError: null, protocol: 'TLSv1.3', cipher: 'TLS_AES_128_GCM_SHA256', chainPem: [], subject: 'CN=site.test', issuer: 'CN=Test CA', validFrom: '2026-01-01', validTo: '2027-01-01', fingerprint256: 'AA:BB' };
const browser = { protocol: 'TLS 1.3', subjectName: 'site.test', issuer: 'Test CA' };

function fieldsOf(blocks: DocBlock[]): Array<{ label: string; value: string }> {
  return blocks.flatMap((b) => (b.kind === 'fields' ? b.rows : []));
}

describe('web capture fact rows', () => {
  it('are the same rows in the report as the view builds (CNAME and the trust reason included)', () => {
    const input = {
      captureNo: 'WQ1', title: 't', applicant: 'a', url: 'https://site.test/', platformName: 'p', files: [], packageKey: { fingerprint: 'ab'.repeat(32), siteBase: 'https://evidence.test' },
      result: {
        finalUrl: 'https://site.test/', pageTitle: 'x', status: 200, serverIp: '93.184.216.34', startedAt: 0, endedAt: 1000, userAgent: 'ua', blocked: [],
        shot: { truncated: false, height: 800, pageHeight: 800 }, tlsProbe: probe, browserTls: browser,
        environment: { dns, items: [], browser: { versionText: 'Chromium' } },
      },
    } as unknown as ReportInput;
    const rows = fieldsOf(reportBlocks(input));
    expect(rows.find((r) => r.label === '域名解析')?.value).toBe(dnsFactText(dns));
    expect(dnsFactText(dns)).toContain('CNAME：edge.site.test');
    for (const row of tlsFactRows(probe, browser)) expect(rows).toContainEqual(row);
    expect(tlsFactRows(probe, browser).find((r) => r.label === '证书链是否受信')?.value).toBe('受信（操作系统根证书验证通过）');
    expect(tlsFactRows(null, null)).toEqual([{ label: '传输安全', value: '非 HTTPS 网页，无证书' }]);
    // what the capture does not prove: the same words as on the view page (issue 23 item 4)
    const said = reportBlocks(input).flatMap((b) => (b.kind === 'paragraph' ? [b.text] : [])).join('');
    expect(said).toContain(WEB_CAPTURE_DOES_NOT_PROVE);
    expect(WEB_CAPTURE_DOES_NOT_PROVE).toContain('不证明');
  });
});

describe('TLS dates and refusals in words (issue 24 item 2)', () => {
  it("OpenSSL's GMT date is shown in Beijing time; a refused chain says why in Chinese, the code after it", async () => {
    const { certDate, tlsFactRows: rows } = await import('../../../src/services/capture/web/fact-rows');
    expect(certDate('Dec  3 07:18:32 2026 GMT')).toBe('2026-12-03 15:18:32（北京时间）');
    expect(certDate('not a date')).toBe('not a date');
    const r = rows({ ...probe, authorized: false, authorizationError: 'DEPTH_ZERO_SELF_SIGNED_CERT', validFrom: 'Dec  3 07:18:32 2026 GMT', validTo: 'Dec  3 07:18:32 2027 GMT' }, null);
    expect(r.find((x) => x.label === '有效期')!.value).toBe('2026-12-03 15:18:32（北京时间） 至 2027-12-03 15:18:32（北京时间）');
    expect(r.find((x) => x.label === '证书链是否受信')!.value).toBe('不受信（自签名证书，DEPTH_ZERO_SELF_SIGNED_CERT）');
  });
});
