import dns from 'node:dns';
import net from 'node:net';
import { blockedReason } from './address-policy';
import { testAllowed, type AllowedHost } from './test-allow-hosts';

export type UrlCheck = { ok: true; url: URL; host: string; addresses: string[] } | { ok: false; reason: string };

/**
 * The address the user typed, checked before a capture is accepted (and so before any point is
 * charged): http or https only, no user:password@, a host, and every address the host resolves to
 * public (or, in tests, a listed loopback ip:port of CAPTURE_TEST_ALLOW_HOSTS). The capture itself checks again, connection by
 * connection, in the egress guard: this early check only spares the user a paid failure.
 */
/** The system resolver, given up after 5 s (getaddrinfo has no timeout of its own): a request must not hang on it. */
function lookupWithin5s(host: string): Promise<string[]> {
  return Promise.race([
    dns.promises.lookup(host, { all: true, verbatim: true }).then((r) => r.map((a) => a.address)),
    new Promise<string[]>((_, reject) => setTimeout(() => reject(new Error('timeout')), 5_000).unref()),
  ]);
}

export async function checkCaptureUrl(raw: string, allowHosts: readonly AllowedHost[], lookup = lookupWithin5s): Promise<UrlCheck> {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, reason: '网址格式不正确，请输入以 http:// 或 https:// 开头的完整网址' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: '只能取证 http 或 https 网址' };
  if (url.username || url.password) return { ok: false, reason: '网址中不能包含用户名或密码' };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!host) return { ok: false, reason: '网址缺少域名' };
  let addresses: string[];
  try {
    addresses = net.isIP(host) ? [host] : await lookup(host);
  } catch {
    return { ok: false, reason: '网址的域名无法解析，请检查后重试' };
  }
  if (addresses.length === 0) return { ok: false, reason: '网址的域名无法解析，请检查后重试' };
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const bad = addresses.map((a) => (testAllowed(a, port, allowHosts) ? null : blockedReason(a))).find((r) => r !== null);
  if (bad) return { ok: false, reason: `不能取证内网或保留地址（${bad}）` };
  return { ok: true, url, host, addresses };
}
