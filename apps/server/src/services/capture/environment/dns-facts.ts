import dns from 'node:dns';
import net from 'node:net';
import type { DnsFact } from './types';

const TIMEOUT_MS = 3_000;

/** NODATA / NOTFOUND are answers ("no such records"); any other failure means the server was not heard. */
const NO_RECORDS = new Set(['ENODATA', 'ENOTFOUND']);

async function settle<T>(work: Promise<T>, fallback: T, unheard: string[]): Promise<T> {
  try {
    return await work;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    if (!NO_RECORDS.has(code)) unheard.push(code);
    return fallback;
  }
}

/**
 * The target's DNS answers two ways: the system resolver (what a browser without pinning would use:
 * /etc/hosts first) and the resolv.conf servers asked directly for A, AAAA and CNAME. An IP literal
 * needs no DNS and is reported as such.
 */
export async function dnsFacts(host: string): Promise<DnsFact> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (net.isIP(bare)) return { host: bare, isIpLiteral: true, lookup: [bare], a: [], aaaa: [], cname: [], servers: [] };
  const resolver = new dns.promises.Resolver({ timeout: TIMEOUT_MS, tries: 1 });
  let error: string | undefined;
  // getaddrinfo has no timeout of its own: a capture must not hang on a resolver that does not answer
  const within = new Promise<never>((_, reject) => setTimeout(() => reject(Object.assign(new Error('timeout'), { code: 'ETIMEOUT' })), TIMEOUT_MS + 2_000).unref());
  const lookup = await Promise.race([dns.promises.lookup(bare, { all: true, verbatim: true }), within])
    .then((r) => r.map((x) => x.address))
    .catch((err: NodeJS.ErrnoException) => {
      error = err.code ?? 'lookup failed';
      return [] as string[];
    });
  const unheard: string[] = [];
  const [a, aaaa, cname] = await Promise.all([
    settle(resolver.resolve4(bare), [] as string[], unheard),
    settle(resolver.resolve6(bare), [] as string[], unheard),
    settle(resolver.resolveCname(bare), [] as string[], unheard),
  ]);
  const dnsError = unheard.length ? [...new Set(unheard)].join(', ') : undefined;
  return { host: bare, isIpLiteral: false, lookup, a, aaaa, cname, servers: resolver.getServers(), ...(error ? { error } : {}), ...(dnsError ? { dnsError } : {}) };
}

/**
 * The system resolver and the direct DNS answers agree when every address the system gave is among
 * DNS's (a hosts-file entry or a local cache that differs shows up here). Names only /etc/hosts knows
 * (DNS has none) disagree too.
 */
export function dnsAgrees(fact: DnsFact): boolean {
  if (fact.isIpLiteral) return true;
  const dnsSet = new Set([...fact.a, ...fact.aaaa]);
  return fact.lookup.length > 0 && fact.lookup.every((ip) => dnsSet.has(ip));
}
