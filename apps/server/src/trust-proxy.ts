import net from 'node:net';

/**
 * Which X-Forwarded-For entries name the client (TRUST_PROXY, decision 226). A proxy appends the
 * address it saw to whatever the client sent, so only the rightmost entries were written by our
 * own proxies; everything left of them is the client's own claim and never believed.
 * - `false`: X-Forwarded-For is ignored, the client is the socket's peer (unset or 0)
 * - `{ hops }`: that many proxies stand in front; the client is the address the outermost one saw
 * - `{ addresses }`: only a peer in this list is a proxy; entries are walked from the right while
 *   they are listed proxies too
 */
export type TrustProxySetting = false | { hops: number } | { addresses: string[] };

/** Ranges @fastify/proxy-addr knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = net.isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

const EXPECTED = 'the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.2,192.168.0.0/16)';

/** Reads TRUST_PROXY; a value it cannot read safely is a problem that stops the start. */
export function parseTrustProxy(value: string | undefined): { setting: TrustProxySetting } | { problem: string } {
  const v = (value ?? '').trim();
  if (v === '' || v === '0' || v === 'false') return { setting: false };
  // `true` used to trust every hop, which let any client choose its own address (the leftmost entry)
  if (v === 'true') return { problem: `'true' would let every client choose its own address; give ${EXPECTED}` };
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops === 0) return { setting: false };
    if (hops > 10) return { problem: `${hops} proxies in a row is not plausible; give ${EXPECTED}` };
    return { setting: { hops } };
  }
  const addresses = v.split(',').map((s) => s.trim());
  const bad = addresses.filter((a) => !isAddressOrRange(a));
  if (bad.length > 0) return { problem: `not an IP address or CIDR range: ${bad.map((b) => `'${b}'`).join(', ')}; give ${EXPECTED}` };
  return { setting: { addresses } };
}

/**
 * The setting as Fastify's `trustProxy` option. Fastify 5 turns a plain number into "trust nothing"
 * (a hop count cannot check the peer), so the count is given as a trust function: proxy-addr walks
 * the chain from the socket's peer (hop 0) leftwards and stops at the first untrusted hop.
 */
export function fastifyTrustProxy(setting: TrustProxySetting): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if ('hops' in setting) {
    const { hops } = setting;
    return (_address, hop) => hop < hops;
  }
  return setting.addresses;
}
