import type { BlockedRequest } from '../egress';

/** The host of a URL or of a CONNECT target (host:port), lower case, without IPv6 brackets. */
export function hostOf(target: string): string {
  try {
    return new URL(/^[a-z]+:\/\//i.test(target) ? target : `http://${target}`).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return '';
  }
}

/** Why the page itself was refused: its own address, or an address it redirected to. */
export function refusalText(requested: string, b: BlockedRequest): string {
  return hostOf(b.target) === hostOf(requested) ? `网址被拒绝（${b.reason}）` : `网页跳转到了被禁止的地址（${b.reason}）`;
}
