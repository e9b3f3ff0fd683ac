import type { DnsFact } from '../environment';
import type { TlsProbe } from './tls-probe';

/**
 * The fact rows of a web capture that both its view (/evidencesWeb/{no}) and its report PDF show, built
 * here once (issue 23 item 14b): two copies had drifted apart (the view left out CNAME and the reason a
 * chain counts as trusted), and a court reading both must find the same words in each.
 */
export interface BrowserTls {
  protocol?: string;
  subjectName?: string;
  issuer?: string;
}

/** The DNS line: the system resolver's answers and the A / AAAA / CNAME records, or why there are none. */
export function dnsFactText(d: DnsFact | null | undefined): string {
  if (!d) return '未解析';
  if (d.isIpLiteral) return `目标为 IP 地址 ${d.host}`;
  return `系统解析：${d.lookup.join(', ') || '无'}；A：${d.a.join(', ') || '无'}；AAAA：${d.aaaa.join(', ') || '无'}${d.cname?.length ? `；CNAME：${d.cname.join(', ')}` : ''}`;
}

/** OpenSSL's date text (Dec  3 07:18:32 2026 GMT) in Beijing time; the text as it came when it does not parse. */
export function certDate(text: string | null | undefined): string {
  if (!text) return '未取得';
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) return text;
  return `${new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ')}（北京时间）`;
}

/** Why Node refused a chain, in words; the code stays after it for an expert (issue 24 item 2). */
const CHAIN_ERRORS: Record<string, string> = {
  DEPTH_ZERO_SELF_SIGNED_CERT: '自签名证书',
  SELF_SIGNED_CERT_IN_CHAIN: '证书链中含自签名证书',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: '无法验证证书签发者',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: '找不到证书签发者',
  CERT_HAS_EXPIRED: '证书已过期',
  CERT_NOT_YET_VALID: '证书尚未生效',
  ERR_TLS_CERT_ALTNAME_INVALID: '证书与域名不符',
};
const chainError = (code: string) => (CHAIN_ERRORS[code] ? `${CHAIN_ERRORS[code]}，${code}` : code);

/** The TLS rows: what the browser saw and what the separate probe of the certificate chain found. */
export function tlsFactRows(probe: Omit<TlsProbe, 'chainPem'> | null | undefined, browser: BrowserTls | null | undefined): Array<{ label: string; value: string }> {
  const p = probe ?? null;
  const b = browser ?? null;
  if (!p && !b) return [{ label: '传输安全', value: '非 HTTPS 网页，无证书' }];
  return [
    { label: '协议', value: b?.protocol ?? p?.protocol ?? '未取得' },
    { label: '证书主体', value: p?.subject ?? b?.subjectName ?? '未取得' },
    { label: '颁发者', value: p?.issuer ?? b?.issuer ?? '未取得' },
    { label: '有效期', value: p?.validFrom ? `${certDate(p.validFrom)} 至 ${certDate(p.validTo)}` : '未取得' },
    { label: 'SHA-256 指纹', value: p?.fingerprint256 ?? '未取得' },
    { label: '证书链是否受信', value: p ? (p.authorized ? '受信（操作系统根证书验证通过）' : `不受信（${p.authorizationError ? chainError(p.authorizationError) : (p.error ?? '未知')}）`) : '未核验' },
  ];
}
