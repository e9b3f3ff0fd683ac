import net from 'node:net';
import { blockedReason } from './address-policy';

/**
 * CAPTURE_TEST_ALLOW_HOSTS (decision 640): the only way a capture reaches an address the
 * egress policy refuses, for tests and demos on one machine. It names exact loopback `ip:port` pairs
 * (the test's own sites), never a range, a name, a private network, a link-local or a metadata
 * address; a production server refuses to start with it (production-check.ts).
 */
export interface AllowedHost {
  ip: string;
  port: number;
}

/** `127.0.0.1:8443,[::1]:8080` → the pairs, or the reason the value is refused (English: an operator's start message). */
export function parseTestAllowHosts(raw: string | undefined): { hosts: AllowedHost[] } | { error: string } {
  const hosts: AllowedHost[] = [];
  for (const item of (raw ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    const m = /^(\[[^\]]+\]|[^:[\]]+):(\d{1,5})$/.exec(item);
    const port = m ? Number(m[2]) : 0;
    if (!m || port < 1 || port > 65535) return { error: `"${item}" is not ip:port (e.g. 127.0.0.1:8443 or [::1]:8443)` };
    const ip = m[1]!.replace(/^\[|\]$/g, '');
    if (!net.isIP(ip)) return { error: `"${item}": an IP address is needed, not a name` };
    if (!isLoopback(ip)) return { error: `"${item}": only loopback addresses (127.0.0.0/8, ::1) may be listed` };
    hosts.push({ ip, port });
  }
  return { hosts };
}

/** 127.0.0.0/8 or ::1 exactly: what blockedReason names 本机回环地址 (mapped forms are not loopback here). */
function isLoopback(ip: string): boolean {
  return blockedReason(ip) === '本机回环地址';
}

/**
 * Whether a connection to `ip:port` may pass although the policy refuses the address: only when the
 * pair is listed AND the address is loopback. The second test is repeated here, not trusted to the
 * parser, so no list handed in by code (a test, a bench) can open 169.254.169.254 or 10.0.0.0/8.
 */
export function testAllowed(ip: string, port: number, list: readonly AllowedHost[]): boolean {
  if (list.length === 0 || !isLoopback(ip)) return false;
  const bare = ip.replace(/^\[|\]$/g, '');
  return list.some((h) => h.port === port && sameIp(h.ip, bare));
}

function sameIp(a: string, b: string): boolean {
  if (a === b) return true;
  // ::1 and 0:0:0:0:0:0:0:1 are the same address
  return net.isIPv6(a) && net.isIPv6(b) && new net.SocketAddress({ address: a, family: 'ipv6' }).address === new net.SocketAddress({ address: b, family: 'ipv6' }).address;
}
