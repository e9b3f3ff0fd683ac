import dns from 'node:dns';
import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { blockedReason } from './address-policy';
import { testAllowed, type AllowedHost } from './test-allow-hosts';
import { EGRESS_REFUSED_HEADER } from '../package/har-to-warc';

export interface BlockedRequest {
  /** host:port or the URL, as the browser asked */
  target: string;
  reason: string;
  at: string;
}

export interface PinnedHost {
  host: string;
  /** the address every connection to this host went to, resolved once */
  ip: string;
  /** every address DNS gave at that moment */
  answers: string[];
}

export interface EgressGuardOptions {
  /** CAPTURE_TEST_ALLOW_HOSTS: loopback ip:port pairs a test may reach (decision 640); none in production */
  allowHosts?: readonly AllowedHost[];
  /** name resolution; tests give their own to play DNS rebinding */
  lookup?: (host: string) => Promise<string[]>;
  /** opens the TCP connection to a checked address; tests map a made-up public address to a local server */
  dial?: (ip: string, port: number) => net.Socket;
}

export interface EgressGuard {
  /** for --proxy-server */
  proxyUrl: string;
  pins: Map<string, PinnedHost>;
  blocked: BlockedRequest[];
  close(): Promise<void>;
}

const systemLookup = async (host: string) => (await dns.promises.lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * The capture browser's only way out (decisions 524): a proxy on 127.0.0.1 that does not decrypt
 * anything (HTTPS passes as a CONNECT tunnel, TLS end to end with the site) but decides every connection
 * by the address it really goes to. Each host is resolved ONCE and pinned for the whole capture, so a DNS
 * answer that changes later (rebinding) cannot move the browser; redirects, subresources and WebSockets
 * all pass here, because the browser resolves no name itself when it uses a proxy. A refused connection
 * is answered 403 and recorded. Chromium must be started with --proxy-bypass-list=<-loopback>, or it
 * would reach loopback addresses directly.
 */
export async function startEgressGuard(opts: EgressGuardOptions): Promise<EgressGuard> {
  const lookup = opts.lookup ?? systemLookup;
  const dial = opts.dial ?? ((ip: string, port: number) => net.connect({ host: ip, port }));
  const pins = new Map<string, PinnedHost>();
  const pending = new Map<string, Promise<string[]>>();
  const blocked: BlockedRequest[] = [];
  // tunnels leave the HTTP server's bookkeeping once upgraded: kept here so close() ends them
  const tunnels = new Set<Duplex>();
  const track = (s: Duplex) => {
    tunnels.add(s);
    s.on('close', () => tunnels.delete(s));
  };
  const refuse = (target: string, reason: string) => {
    blocked.push({ target: target.slice(0, 300), reason, at: new Date().toISOString() });
    return reason;
  };

  const allowHosts = opts.allowHosts ?? [];
  /** What DNS answered for a host, resolved once per capture (rebinding cannot move it later). */
  async function answersOf(host: string): Promise<string[]> {
    let work = pending.get(host);
    if (!work) {
      work = net.isIP(host) ? Promise.resolve([host]) : lookup(host).catch(() => [] as string[]);
      pending.set(host, work);
    }
    return work;
  }

  /** The pinned address of host:port, or the reason it is refused. */
  async function resolve(hostRaw: string, port: number): Promise<PinnedHost | string> {
    const host = hostRaw.replace(/^\[|\]$/g, '').toLowerCase();
    const answers = await answersOf(host);
    if (answers.length === 0) return '域名无法解析';
    // every answer must be allowed: the browser would have used any of them; a test's listed loopback
    // pair is the only exception, checked per port so listing one site opens no other
    const bad = answers.map((a) => (testAllowed(a, port, allowHosts) ? null : blockedReason(a))).find((r) => r !== null);
    if (bad) return bad;
    const known = pins.get(host);
    if (known) return known;
    const pin = { host, ip: answers.find((a) => net.isIPv4(a)) ?? answers[0]!, answers };
    pins.set(host, pin);
    return pin;
  }

  const server = http.createServer((req, res) => {
    // plain http: an absolute URL; forwarded to the pinned address with the request as it came
    let url: URL;
    try {
      url = new URL(req.url ?? '');
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (url.protocol !== 'http:') {
      res.writeHead(403, { [EGRESS_REFUSED_HEADER]: '1' }).end(refuse(url.href, '只允许 http 和 https'));
      return;
    }
    const port = Number(url.port || 80);
    void resolve(url.hostname, port).then((pin) => {
      if (typeof pin === 'string') {
        refuse(url.href, pin);
        res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', [EGRESS_REFUSED_HEADER]: '1' }).end(`blocked: ${pin}`);
        return;
      }
      const headers = { ...req.headers };
      delete headers['proxy-connection'];
      const upstream = http.request({ method: req.method, path: `${url.pathname}${url.search}`, headers, createConnection: () => dial(pin.ip, port) }, (up) => {
        res.writeHead(up.statusCode ?? 502, up.statusMessage, up.rawHeaders);
        up.pipe(res);
      });
      upstream.on('error', () => res.headersSent ? res.destroy() : res.writeHead(502).end());
      req.pipe(upstream);
    });
  });

  server.on('connect', (req: http.IncomingMessage, client: Duplex, head: Buffer) => {
    const target = req.url ?? '';
    const m = /^(\[[^\]]+\]|[^:]+):(\d+)$/.exec(target);
    track(client);
    client.on('error', () => client.destroy());
    if (!m) {
      client.end('HTTP/1.1 400 Bad Request\r\n\r\n');
      return;
    }
    void resolve(m[1]!, Number(m[2])).then((pin) => {
      if (typeof pin === 'string') {
        refuse(target, pin);
        client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
        return;
      }
      const upstream = dial(pin.ip, Number(m[2]));
      track(upstream);
      upstream.on('error', () => client.destroy());
      upstream.on('connect', () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        if (head.length) upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
    });
  });

  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const { port } = server.address() as net.AddressInfo;
  return {
    proxyUrl: `http://127.0.0.1:${port}`,
    pins,
    blocked,
    close: () =>
      new Promise<void>((done) => {
        for (const s of tunnels) s.destroy();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
