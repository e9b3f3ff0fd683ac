import type { BlockedRequest } from '../egress/egress-guard';
import { endpointOf } from './page-refusal';

/**
 * Chromium's own background connections (update checks, safe-browsing and the like) reach its vendor's
 * service domains even with background networking off; the guard refuses or records them with the page's.
 * A reader of the report needs to know they happened, not their host names (issue 24 item 2, decision
 * 836): a refused connection counts as the browser's own only when its host is one of those domains AND
 * the page never asked for it (no request of the page's HAR went to that host and port), so a page's own
 * font or script from such a domain stays listed by name.
 */
const VENDOR_DOMAINS = ['googleapis.com', 'gvt1.com', 'gvt2.com', 'gvt3.com', 'google.com', 'googleusercontent.com', 'gstatic.com', 'chromium.org'];

const isVendorHost = (host: string) => VENDOR_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`));

/** host:port of every request the page made (the HAR of the capture). */
export function pageEndpoints(har: { log: { entries: Array<{ request: { url: string } }> } }): string[] {
  return [...new Set(har.log.entries.map((e) => endpointOf(e.request.url)).filter((e) => e !== ''))];
}

export function isBrowserOwn(target: string, endpoints: ReadonlySet<string>): boolean {
  const endpoint = endpointOf(target);
  if (endpoint === '' || endpoints.has(endpoint)) return false;
  return isVendorHost(endpoint.slice(0, endpoint.lastIndexOf(':')));
}

/** The refused connections the page asked for, by name, and how many were the browser's own. */
export function splitBlocked<T extends Pick<BlockedRequest, 'target'>>(blocked: T[], endpoints: string[]): { page: T[]; browserOwn: number } {
  const known = new Set(endpoints);
  const page = blocked.filter((b) => !isBrowserOwn(b.target, known));
  return { page, browserOwn: blocked.length - page.length };
}

export const browserOwnNote = (n: number) =>
  `另有 ${n} 个连接是取证浏览器自身访问其厂商服务的后台连接（取证网页未请求这些地址），已被拒绝，与取证内容无关；其地址记录在证据包的取证过程记录中。`;
