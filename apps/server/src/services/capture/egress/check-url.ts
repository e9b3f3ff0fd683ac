import dns from 'node:dns';
import net from 'node:net';
import { blockedReason } from './address-policy';

export type UrlCheck = { ok: true; url: URL; host: string; addresses: string[] } | { ok: false; reason: string };

/**
 * The address the user typed, checked before a capture is accepted (and so before any point is
 * charged): http or https only, no user:password@, a host, and — unless private targets are allowed
 * (tests) — every address the host resolves to public. The capture itself checks again, connection by
 * connection, in the egress guard: this early check only spares the user a paid failure.
 */
export async function checkCaptureUrl(raw: string, allowPrivate: boolean, lookup = (h: string) => dns.promises.lookup(h, { all: true, verbatim: true }).then((r) => r.map((a) => a.address))): Promise<UrlCheck> {
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
  if (!allowPrivate) {
    const bad = addresses.map(blockedReason).find((r) => r !== null);
    if (bad) return { ok: false, reason: `不能取证内网或保留地址（${bad}）` };
  }
  return { ok: true, url, host, addresses };
}
