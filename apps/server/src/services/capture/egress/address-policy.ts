import net from 'node:net';

/**
 * Addresses a capture must never reach (SSRF): everything that is not a public unicast address. The
 * answer is a Chinese reason (shown in the blocked-request list), or null for a public address.
 * IPv6 forms that carry an IPv4 address (mapped, compatible, NAT64, 6to4) are judged by that address,
 * and Teredo (whose IPv4 is obfuscated) is refused outright.
 */
const V4_BLOCKS: [string, number, string][] = [
  ['0.0.0.0', 8, '未指定地址'],
  ['10.0.0.0', 8, '内网地址'],
  ['100.64.0.0', 10, '运营商级 NAT 地址'],
  ['127.0.0.0', 8, '本机回环地址'],
  ['169.254.0.0', 16, '链路本地地址'],
  ['172.16.0.0', 12, '内网地址'],
  ['192.0.0.0', 24, '保留地址'],
  ['192.0.2.0', 24, '文档保留地址'],
  ['192.88.99.0', 24, '保留地址'],
  ['192.168.0.0', 16, '内网地址'],
  ['198.18.0.0', 15, '测试保留地址'],
  ['198.51.100.0', 24, '文档保留地址'],
  ['203.0.113.0', 24, '文档保留地址'],
  ['224.0.0.0', 4, '组播地址'],
  ['240.0.0.0', 4, '保留地址'],
];

function v4ToInt(ip: string): number {
  return ip.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
}

function v4Reason(ip: string): string | null {
  const n = v4ToInt(ip);
  for (const [base, bits, reason] of V4_BLOCKS) {
    const size = 2 ** (32 - bits);
    const start = v4ToInt(base);
    if (n >= start && n < start + size) return reason;
  }
  return null;
}

/** The 8 groups of an IPv6 address as numbers (handles :: and a dotted IPv4 tail). */
export function v6Groups(ip: string): number[] {
  let text = ip.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const n = v4ToInt(dotted[1]!);
    text = `${text.slice(0, dotted.index)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const a = head ? head.split(':').filter(Boolean) : [];
  const b = tail !== undefined && tail ? tail.split(':').filter(Boolean) : [];
  const fill = tail !== undefined ? new Array(8 - a.length - b.length).fill('0') : [];
  return [...a, ...fill, ...b].map((g) => parseInt(g, 16));
}

const v4Of = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

function v6Reason(ip: string): string | null {
  const g = v6Groups(ip);
  if (g.length !== 8 || g.some((x) => Number.isNaN(x))) return '无法识别的地址';
  const zeroTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroTo(8)) return '未指定地址';
  if (zeroTo(7) && g[7] === 1) return '本机回环地址';
  if (zeroTo(5) && g[5] === 0xffff) return `IPv4 映射地址（${v4Of(g[6]!, g[7]!)}）`;
  if (zeroTo(6)) return `IPv4 兼容地址（${v4Of(g[6]!, g[7]!)}）`;
  // ::ffff:0:a.b.c.d (IPv4-translated, RFC 2765/6052 SIIT): reaches the embedded IPv4 address on a SIIT network
  if (zeroTo(4) && g[4] === 0xffff && g[5] === 0) return `IPv4 转换地址（${v4Of(g[6]!, g[7]!)}）`;
  // 64:ff9b:1::/48 (local-use NAT64, RFC 8215): the IPv4 address may sit anywhere inside; refused outright
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return '本地 NAT64 地址';
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) {
    const inner = v4Reason(v4Of(g[6]!, g[7]!));
    return inner ? `NAT64 地址内含${inner}` : null;
  }
  if (g[0] === 0x2002) {
    const inner = v4Reason(v4Of(g[1]!, g[2]!));
    return inner ? `6to4 地址内含${inner}` : null;
  }
  if (g[0] === 0x2001 && g[1] === 0) return 'Teredo 隧道地址';
  if (g[0] === 0x2001 && g[1] === 0xdb8) return '文档保留地址';
  if (g[0] === 0x100 && zeroTo(4)) return '保留地址';
  if ((g[0]! & 0xfe00) === 0xfc00) return '内网地址（ULA）';
  if ((g[0]! & 0xffc0) === 0xfe80) return '链路本地地址';
  if ((g[0]! & 0xffc0) === 0xfec0) return '站点本地地址';
  if ((g[0]! & 0xff00) === 0xff00) return '组播地址';
  return null;
}

/** Why this address is refused, or null when it is a public unicast address. */
export function blockedReason(ip: string): string | null {
  const bare = ip.replace(/^\[|\]$/g, '');
  const family = net.isIP(bare);
  if (family === 4) return v4Reason(bare);
  if (family === 6) return v6Reason(bare);
  return '无法识别的地址';
}
