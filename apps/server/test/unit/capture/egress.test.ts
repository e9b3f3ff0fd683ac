import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockedReason, checkCaptureUrl, parseTestAllowHosts, startEgressGuard, testAllowed, v6Groups } from '../../../src/services/capture/egress';

describe('address policy', () => {
  it.each([
    ['127.0.0.1', '本机回环地址'],
    ['10.1.2.3', '内网地址'],
    ['172.31.255.255', '内网地址'],
    ['192.168.1.1', '内网地址'],
    ['169.254.169.254', '链路本地地址'],
    ['100.64.0.1', '运营商级 NAT 地址'],
    ['0.0.0.0', '未指定地址'],
    ['224.0.0.1', '组播地址'],
    ['255.255.255.255', '保留地址'],
    ['::', '未指定地址'],
    ['::1', '本机回环地址'],
    ['[::1]', '本机回环地址'],
    ['::ffff:127.0.0.1', 'IPv4 映射地址（127.0.0.1）'],
    ['::ffff:8.8.8.8', 'IPv4 映射地址（8.8.8.8）'],
    ['::7f00:1', 'IPv4 兼容地址（127.0.0.1）'],
    ['64:ff9b::a00:1', 'NAT64 地址内含内网地址'],
    ['2002:7f00:1::', '6to4 地址内含本机回环地址'],
    ['2002:c0a8:101::1', '6to4 地址内含内网地址'],
    ['2001:0:4136:e378::1', 'Teredo 隧道地址'],
    ['fc00::1', '内网地址（ULA）'],
    ['fd12:3456::1', '内网地址（ULA）'],
    ['fe80::1%eth0', '链路本地地址'],
    ['ff02::1', '组播地址'],
    ['2001:db8::1', '文档保留地址'],
    // the outside review: IPv4-translated and local-use NAT64 forms passed
    ['::ffff:0:127.0.0.1', 'IPv4 转换地址（127.0.0.1）'],
    ['::ffff:0:7f00:1', 'IPv4 转换地址（127.0.0.1）'],
    ['64:ff9b:1::7f00:1', '本地 NAT64 地址'],
    ['not-an-ip', '无法识别的地址'],
  ])('refuses %s (%s)', (ip, reason) => {
    expect(blockedReason(ip)).toBe(reason);
  });

  it.each(['8.8.8.8', '93.184.216.34', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '2002:0808:0808::1', '64:ff9b::808:808'])('allows the public address %s', (ip) => {
    expect(blockedReason(ip)).toBeNull();
  });

  it('expands IPv6 text forms', () => {
    expect(v6Groups('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x102, 0x304]);
    expect(v6Groups('1::2')).toEqual([1, 0, 0, 0, 0, 0, 0, 2]);
  });
});

describe('the typed URL', () => {
  const lookup = async (h: string) => (h === 'intranet.test' ? ['10.0.0.5'] : h === 'mixed.test' ? ['8.8.8.8', '127.0.0.1'] : ['8.8.4.4']);
  it('takes http and https only, without credentials', async () => {
    expect(await checkCaptureUrl('ftp://example.com/', [], lookup)).toMatchObject({ ok: false, reason: '只能取证 http 或 https 网址' });
    expect(await checkCaptureUrl('javascript:alert(1)', [], lookup)).toMatchObject({ ok: false });
    expect(await checkCaptureUrl('file:///etc/passwd', [], lookup)).toMatchObject({ ok: false });
    expect(await checkCaptureUrl('https://u:p@example.com/', [], lookup)).toMatchObject({ ok: false, reason: '网址中不能包含用户名或密码' });
    expect(await checkCaptureUrl('not a url', [], lookup)).toMatchObject({ ok: false });
    expect(await checkCaptureUrl('https://example.com/a', [], lookup)).toMatchObject({ ok: true, host: 'example.com', addresses: ['8.8.4.4'] });
  });

  it('refuses private targets unless a loopback ip:port is listed, any private answer counting', async () => {
    expect(await checkCaptureUrl('http://127.0.0.1:8080/', [], lookup)).toMatchObject({ ok: false, reason: '不能取证内网或保留地址（本机回环地址）' });
    expect(await checkCaptureUrl('http://[::ffff:10.0.0.1]/', [], lookup)).toMatchObject({ ok: false });
    expect(await checkCaptureUrl('http://intranet.test/', [], lookup)).toMatchObject({ ok: false, reason: '不能取证内网或保留地址（内网地址）' });
    expect(await checkCaptureUrl('http://mixed.test/', [], lookup)).toMatchObject({ ok: false });
    expect(await checkCaptureUrl('http://127.0.0.1:8080/', [{ ip: '127.0.0.1', port: 8080 }], lookup)).toMatchObject({ ok: true });
    // another port of the same machine, or a listed address that is not loopback, stays refused
    expect(await checkCaptureUrl('http://127.0.0.1:8081/', [{ ip: '127.0.0.1', port: 8080 }], lookup)).toMatchObject({ ok: false });
    expect(await checkCaptureUrl('http://169.254.169.254/', [{ ip: '169.254.169.254', port: 80 }], lookup)).toMatchObject({ ok: false, reason: '不能取证内网或保留地址（链路本地地址）' });
    expect(await checkCaptureUrl('http://intranet.test/', [{ ip: '10.0.0.5', port: 80 }], lookup)).toMatchObject({ ok: false, reason: '不能取证内网或保留地址（内网地址）' });
  });
});

describe('CAPTURE_TEST_ALLOW_HOSTS', () => {
  it('reads exact loopback ip:port pairs and refuses names, ranges, private, link-local and metadata addresses', () => {
    expect(parseTestAllowHosts('127.0.0.1:8443, [::1]:8080')).toEqual({ hosts: [{ ip: '127.0.0.1', port: 8443 }, { ip: '::1', port: 8080 }] });
    expect(parseTestAllowHosts(undefined)).toEqual({ hosts: [] });
    for (const bad of ['169.254.169.254:80', '10.0.0.1:80', '192.168.1.1:80', '[fe80::1]:80', '[fd00:ec2::254]:80', '[::ffff:127.0.0.1]:80', 'localhost:80', '127.0.0.1', '127.0.0.1:*', '127.0.0.1:0', '0.0.0.0:80']) {
      expect('error' in parseTestAllowHosts(bad), bad).toBe(true);
    }
    expect(testAllowed('127.0.0.1', 8443, [{ ip: '127.0.0.1', port: 8443 }])).toBe(true);
    expect(testAllowed('127.0.0.1', 8444, [{ ip: '127.0.0.1', port: 8443 }])).toBe(false);
    expect(testAllowed('169.254.169.254', 80, [{ ip: '169.254.169.254', port: 80 }])).toBe(false);
  });
});

describe('the egress guard', () => {
  let site: http.Server;
  let sitePort = 0;
  beforeAll(async () => {
    site = http.createServer((req, res) => {
      if (req.url === '/to-private') {
        res.writeHead(302, { location: `http://127.0.0.1:${sitePort}/secret` }).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/plain' }).end(`hello ${req.headers.host}`);
    });
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
    sitePort = (site.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => site.close(() => r())));

  /** Sends one request through the proxy (absolute URL form, as browsers do for http). */
  function viaProxy(proxyUrl: string, url: string): Promise<{ status: number; body: string }> {
    const proxy = new URL(proxyUrl);
    return new Promise((resolve, reject) => {
      http
        .get({ host: proxy.hostname, port: proxy.port, path: url, headers: { host: new URL(url).host } }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        })
        .on('error', reject);
    });
  }

  function connectVia(proxyUrl: string, target: string): Promise<string> {
    const proxy = new URL(proxyUrl);
    return new Promise((resolve, reject) => {
      const s = net.connect(Number(proxy.port), proxy.hostname, () => s.write(`CONNECT ${target} HTTP/1.1\r\nHost: ${target}\r\n\r\n`));
      s.once('data', (d: Buffer) => {
        resolve(d.toString().split('\r\n')[0]!);
        s.destroy();
      });
      s.on('error', reject);
    });
  }

  it('pins each host to its first answer (DNS rebinding cannot move it) and refuses a redirect into a private address', async () => {
    // a made-up public address stands for the site; the test's dial maps it to the local server
    const answers = [['8.8.8.8'], ['127.0.0.1']];
    let asked = 0;
    const dialed: string[] = [];
    const guard = await startEgressGuard({
      lookup: async () => answers[Math.min(asked++, 1)]!,
      dial: (ip, port) => {
        dialed.push(ip);
        return net.connect({ host: ip === '8.8.8.8' ? '127.0.0.1' : ip, port });
      },
    });
    try {
      const first = await viaProxy(guard.proxyUrl, `http://rebind.test:${sitePort}/`);
      expect(first).toEqual({ status: 200, body: `hello rebind.test:${sitePort}` });
      // the second request would get 127.0.0.1 from DNS now; the pin keeps the first address
      const second = await viaProxy(guard.proxyUrl, `http://rebind.test:${sitePort}/again`);
      expect(second.status).toBe(200);
      expect(asked).toBe(1);
      expect(dialed).toEqual(['8.8.8.8', '8.8.8.8']);
      expect(guard.pins.get('rebind.test')).toMatchObject({ ip: '8.8.8.8' });
      // the site redirects into 127.0.0.1: the browser's next request is refused and recorded
      const hop = await viaProxy(guard.proxyUrl, `http://rebind.test:${sitePort}/to-private`);
      expect(hop.status).toBe(302);
      const refused = await viaProxy(guard.proxyUrl, `http://127.0.0.1:${sitePort}/secret`);
      expect(refused.status).toBe(403);
      expect(await connectVia(guard.proxyUrl, `[::1]:${sitePort}`)).toBe('HTTP/1.1 403 Forbidden');
      expect(await connectVia(guard.proxyUrl, `10.0.0.8:443`)).toBe('HTTP/1.1 403 Forbidden');
      expect(guard.blocked.map((b) => b.reason)).toEqual(['本机回环地址', '本机回环地址', '内网地址']);
      expect(dialed).not.toContain('127.0.0.1');
    } finally {
      await guard.close();
    }
  });

  it('lets a listed loopback ip:port through (CAPTURE_TEST_ALLOW_HOSTS) and tunnels CONNECT, but no other port', async () => {
    const guard = await startEgressGuard({ allowHosts: [{ ip: '127.0.0.1', port: sitePort }] });
    try {
      expect(await connectVia(guard.proxyUrl, `127.0.0.1:${sitePort}`)).toBe('HTTP/1.1 200 Connection Established');
      expect((await viaProxy(guard.proxyUrl, `http://127.0.0.1:${sitePort}/x`)).status).toBe(200);
      expect(guard.blocked).toEqual([]);
      expect(await connectVia(guard.proxyUrl, `127.0.0.1:${sitePort + 1}`)).toBe('HTTP/1.1 403 Forbidden');
      expect(guard.blocked.map((b) => b.reason)).toEqual(['本机回环地址']);
    } finally {
      await guard.close();
    }
  });

  it('refuses link-local, metadata and 10.0.0.0/8 addresses even when a list handed in by code names them', async () => {
    const listed = [{ ip: '169.254.169.254', port: 80 }, { ip: '10.0.0.8', port: 443 }, { ip: 'fe80::1', port: 80 }];
    const dialed: string[] = [];
    const guard = await startEgressGuard({ allowHosts: listed, dial: (ip, port) => (dialed.push(ip), net.connect({ host: '127.0.0.1', port })) });
    try {
      // a subresource, a redirect target or a script's fetch all arrive here as one of these
      expect((await viaProxy(guard.proxyUrl, 'http://169.254.169.254/latest/meta-data/')).status).toBe(403);
      expect(await connectVia(guard.proxyUrl, '10.0.0.8:443')).toBe('HTTP/1.1 403 Forbidden');
      expect(await connectVia(guard.proxyUrl, '[fe80::1]:80')).toBe('HTTP/1.1 403 Forbidden');
      expect(guard.blocked.map((b) => b.reason)).toEqual(['链路本地地址', '内网地址', '链路本地地址']);
      expect(dialed).toEqual([]);
    } finally {
      await guard.close();
    }
  });
});
