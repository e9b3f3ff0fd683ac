import type { ProxyFact } from './types';

const PROXY_VARS = ['http_proxy', 'https_proxy', 'all_proxy', 'ftp_proxy', 'socks_proxy', 'no_proxy'];

/** A proxy URL without its password (the report is shown to users and kept for ever). */
function withoutSecret(value: string): string {
  try {
    const u = new URL(value);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return value.replace(/\/\/[^@/]*@/, '//***@');
  }
}

/**
 * Which proxy settings could reach the browser: proxy variables of the server's environment (either
 * case; Chromium on Linux honours them unless told otherwise) and the launch flags about proxies.
 * Pure: the caller passes process.env and the flags.
 */
export function proxyFacts(env: Record<string, string | undefined>, args: string[], guard?: string): ProxyFact {
  const found: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value && PROXY_VARS.includes(name.toLowerCase())) found[name] = withoutSecret(value);
  }
  const flags = args.filter((a) => /^--(no-proxy-server|proxy-server|proxy-pac-url|proxy-auto-detect|proxy-bypass-list)/.test(a));
  return { env: found, flags, ...(guard ? { guard } : {}) };
}

/**
 * The browser is proxy-free when it was told --no-proxy-server (which overrides the environment) and no
 * flag names a proxy. no_proxy alone routes nothing through a proxy.
 */
export function isProxyFree(fact: ProxyFact): boolean {
  // the platform's own guard (a loopback CONNECT proxy that only filters by address) is no third party;
  // its flags are the only proxy flags then allowed, and they override the environment
  const guardFlags = fact.guard ? [`--proxy-server=${fact.guard}`, '--proxy-bypass-list=<-loopback>'] : [];
  if (fact.guard) return fact.flags.includes(guardFlags[0]!) && fact.flags.every((f) => guardFlags.includes(f));
  const noProxyFlag = fact.flags.includes('--no-proxy-server');
  const proxyFlag = fact.flags.some((f) => f !== '--no-proxy-server');
  const envProxy = Object.keys(fact.env).some((k) => k.toLowerCase() !== 'no_proxy');
  return !proxyFlag && (noProxyFlag || !envProxy);
}
