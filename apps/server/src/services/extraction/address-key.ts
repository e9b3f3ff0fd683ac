import net from 'node:net';

/**
 * The address a lock applies to: an IPv4 address as is (also when mapped into IPv6), an IPv6
 * address cut to its /64, since one subscriber usually holds a whole /64 and could otherwise try
 * again from a new address at no cost.
 */
export function addressKey(ip: string | null | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (net.isIPv4(ip)) return ip;
  if (!net.isIPv6(ip)) return ip.slice(0, 64);
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** A visitor's address as the owner sees it: the network part only (10.1.*.*, 2001:db8:1:*). */
export function maskAddress(ip: string | null | undefined): string {
  if (!ip) return '未知地址';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const v4 = mapped ? mapped[1]! : ip;
  if (net.isIPv4(v4)) {
    const [a, b] = v4.split('.');
    return `${a}.${b}.*.*`;
  }
  if (net.isIPv6(ip)) return `${expandIPv6(ip).slice(0, 3).join(':')}:*`;
  return '未知地址';
}

function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = tail === undefined ? h : [...h, ...Array<string>(8 - h.length - t.length).fill('0'), ...t];
  return groups.map((g) => (g.includes('.') ? g : g.toLowerCase().replace(/^0+(?=.)/, '')));
}
