import type { BlockedRequest } from '../egress';

/** The host of a URL or of a CONNECT target (host:port), lower case, without IPv6 brackets. */
export function hostOf(target: string): string {
  try {
    return new URL(/^[a-z]+:\/\//i.test(target) ? target : `http://${target}`).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return '';
  }
}

/**
 * host:port of a URL or of a CONNECT target, the port filled in from the scheme (80 / 443): the guard refuses a
 * connection, not a host, so a page is blamed only for a refusal of its own endpoint — a subresource on another
 * port of the same host is not the page (outside review of item 4: under the test allow-list the page was failed
 * for its subresource's port).
 */
export function endpointOf(target: string): string {
  try {
    const u = new URL(/^[a-z]+:\/\//i.test(target) ? target : `http://${target}`);
    const port = u.port || (u.protocol === 'https:' || u.protocol === 'wss:' ? '443' : '80');
    return `${u.hostname.replace(/^\[|\]$/g, '').toLowerCase()}:${port}`;
  } catch {
    return '';
  }
}

/** Why the page itself was refused: its own address, or an address it redirected to. */
export function refusalText(requested: string, b: BlockedRequest): string {
  return endpointOf(b.target) === endpointOf(requested) ? `网址被拒绝（${b.reason}）` : `网页跳转到了被禁止的地址（${b.reason}）`;
}
