import { describe, expect, it } from 'vitest';
import {
  checkItems,
  clockWithinTolerance,
  dnsAgrees,
  hostsLinesFor,
  isProxyFree,
  nameserversOf,
  proxyFacts,
  type EnvironmentReport,
} from '../../../src/services/capture/environment';
import { verdictOf } from '../../../src/services/capture/environment/check-items';

const baseFacts = (): Omit<EnvironmentReport, 'items' | 'passed' | 'clean'> => ({
  v: 1,
  checkedAt: '2026-11-27T00:00:00.000Z',
  host: { platform: 'linux', release: '6', node: 'v20', hostname: 'h' },
  browser: {
    launcher: '/usr/bin/chromium',
    launcherSha256: 'a'.repeat(64),
    executable: '/usr/lib/chromium/chromium',
    executableSha256: 'b'.repeat(64),
    versionText: 'Chromium 156',
    product: 'Chrome/156',
    userAgent: 'UA',
    args: ['--no-proxy-server'],
    profileFresh: true,
    extensions: [],
  },
  proxy: { env: {}, flags: ['--no-proxy-server'] },
  files: [{ path: '/etc/hosts', size: 10, sha256: 'c'.repeat(64), sm3: 'd'.repeat(64), content: '127.0.0.1 localhost' }],
  hostsOverrides: [],
  clock: null,
  dns: { host: 'example.com', isIpLiteral: false, lookup: ['93.184.216.34'], a: ['93.184.216.34'], aaaa: [], cname: [], servers: ['10.0.0.53'] },
});

describe('clean-environment check', () => {
  it('finds hosts lines that name the target, ignoring comments and case', () => {
    const hosts = '127.0.0.1 localhost\n# 1.2.3.4 example.com\n10.0.0.9  www.Example.com. alias\n';
    expect(hostsLinesFor(hosts, 'www.example.com')).toEqual(['10.0.0.9  www.Example.com. alias']);
    expect(hostsLinesFor(hosts, 'example.com')).toEqual([]);
  });

  it('reads nameservers from resolv.conf', () => {
    expect(nameserversOf('search x\nnameserver 10.0.0.53\n nameserver ::1\n#nameserver 9.9.9.9')).toEqual(['10.0.0.53', '::1']);
  });

  it('sees proxies in the environment, hides their passwords, and lets --no-proxy-server override them', () => {
    const fact = proxyFacts({ HTTPS_PROXY: 'http://u:secret@proxy:3128', PATH: '/bin', no_proxy: 'localhost' }, ['--headless', '--no-proxy-server']);
    expect(fact.env.HTTPS_PROXY).toBe('http://u:***@proxy:3128/');
    expect(JSON.stringify(fact)).not.toContain('secret');
    expect(fact.flags).toEqual(['--no-proxy-server']);
    expect(isProxyFree(fact)).toBe(true);
    expect(isProxyFree(proxyFacts({ HTTPS_PROXY: 'http://proxy:3128' }, []))).toBe(false);
    expect(isProxyFree(proxyFacts({}, ['--no-proxy-server', '--proxy-server=http://x:1']))).toBe(false);
    expect(isProxyFree(proxyFacts({ no_proxy: '*' }, []))).toBe(true);
    // the platform's egress guard is the one proxy allowed, with exactly its flags
    const guard = 'http://127.0.0.1:4000';
    expect(isProxyFree(proxyFacts({ HTTPS_PROXY: 'http://p:1' }, [`--proxy-server=${guard}`, '--proxy-bypass-list=<-loopback>'], guard))).toBe(true);
    expect(isProxyFree(proxyFacts({}, ['--proxy-server=http://evil:1'], guard))).toBe(false);
    expect(isProxyFree(proxyFacts({}, [`--proxy-server=${guard}`, '--proxy-pac-url=http://x/'], guard))).toBe(false);
  });

  it('compares the system resolver with DNS', () => {
    const d = baseFacts().dns!;
    expect(dnsAgrees(d)).toBe(true);
    expect(dnsAgrees({ ...d, lookup: ['10.1.1.1'] })).toBe(false);
    expect(dnsAgrees({ ...d, lookup: [] })).toBe(false);
    expect(dnsAgrees({ ...d, isIpLiteral: true, lookup: ['1.1.1.1'] })).toBe(true);
  });

  it('accepts a clock offset within a second plus half the round trip plus a second', () => {
    const c = { tsaUrl: 'http://tsa', tsaTime: 'x' };
    expect(clockWithinTolerance({ ...c, offsetMs: 1_900, roundTripMs: 100 })).toBe(true);
    expect(clockWithinTolerance({ ...c, offsetMs: -2_100, roundTripMs: 100 })).toBe(false);
    expect(clockWithinTolerance({ ...c, offsetMs: null, roundTripMs: null })).toBe(false);
  });

  it('passes a clean environment item by item and says the TSA was not configured', () => {
    const items = checkItems(baseFacts());
    expect(items.every((i) => i.ok)).toBe(true);
    // the system files' digests are recorded with nothing to compare them with: 未检查, not 通过 (decision 785)
    const files = items.filter((i) => i.item.startsWith('系统文件')).map((i) => i.item);
    expect(files.length).toBeGreaterThan(0);
    expect(items.filter((i) => i.unchecked).map((i) => i.item)).toEqual(['浏览器程序完整性', ...files, '时钟偏差（对照时间戳服务）']);
    expect(items.find((i) => i.item.startsWith('系统文件'))?.result).toContain('无参照摘要，未核对');
    expect(items.map((i) => i.item)).toContain('浏览器扩展');
    expect(items.find((i) => i.item.startsWith('时钟偏差'))?.result).toContain('未配置时间戳服务');
  });

  it('flags each anomaly on its own line', () => {
    const f = baseFacts();
    f.browser.extensions = ['service_worker chrome-extension://abc/bg.js'];
    f.browser.profileFresh = false;
    f.hostsOverrides = ['10.0.0.9 example.com'];
    f.proxy = proxyFacts({ HTTP_PROXY: 'http://p:1' }, []);
    f.clock = { tsaUrl: 'http://tsa', offsetMs: 60_000, roundTripMs: 50, tsaTime: '2026-11-27T00:01:00Z' };
    f.files = [{ path: '/etc/resolv.conf', size: 0, sha256: '', sm3: '', content: null, error: 'ENOENT' }];
    const bad = checkItems(f).filter((i) => !i.ok).map((i) => i.item);
    expect(bad).toEqual(['全新浏览器配置', '浏览器扩展', '代理设置', '系统文件 /etc/resolv.conf', 'hosts 文件中的目标域名', '时钟偏差（对照时间戳服务）']);
    // only anomalies of our own browser (and a clock measured wrong) stop a capture; facts about the target are recorded
    expect(checkItems(f).filter((i) => !i.ok && i.critical).map((i) => i.item)).toEqual(['全新浏览器配置', '浏览器扩展', '代理设置', '时钟偏差（对照时间戳服务）']);
  });

  // issue 23 item 4: an item that tested nothing says 未检查 / 无法检查 and why, never 通过
  it('says 未检查 for the binary digest with no reference, the clock with no TSA, DNS of an IP target and an unheard DNS server', () => {
    const verdicts = (f: ReturnType<typeof baseFacts>) => Object.fromEntries(checkItems(f).map((i) => [i.item, [verdictOf(i), i.result]]));
    const plain = verdicts(baseFacts());
    expect(plain['浏览器程序完整性']![0]).toBe('未检查');
    expect(plain['浏览器程序完整性']![1]).toContain('无参照摘要，未核对完整性');
    expect(plain['时钟偏差（对照时间戳服务）']).toEqual(['未检查', '未配置时间戳服务，无法检查（以服务器时钟为准）']);
    expect(plain['解析一致性']![0]).toBe('通过');
    const ip = baseFacts();
    ip.dns = { host: '93.184.216.34', isIpLiteral: true, lookup: ['93.184.216.34'], a: [], aaaa: [], cname: [], servers: [] };
    expect(verdicts(ip)['解析一致性']).toEqual(['未检查', '目标为 IP 地址，没有域名解析，无法检查']);
    // nor is there a name to resolve or to find in the hosts file (通过 on 288186f)
    expect(verdicts(ip)['目标域名解析']).toEqual(['未检查', '目标为 IP 地址 93.184.216.34，没有域名，无需也无法解析']);
    expect(verdicts(ip)['hosts 文件中的目标域名']).toEqual(['未检查', '目标为 IP 地址，没有域名，hosts 文件不参与']);
    const unheard = baseFacts();
    unheard.dns = { ...unheard.dns!, a: [], dnsError: 'ETIMEOUT' };
    expect(verdicts(unheard)['解析一致性']).toEqual(['未检查', 'DNS 服务器（10.0.0.53）无法访问（ETIMEOUT），无法检查']);
    const tsaDown = baseFacts();
    tsaDown.clock = { tsaUrl: 'http://tsa', offsetMs: null, roundTripMs: null, tsaTime: null, error: 'ECONNREFUSED' };
    expect(verdicts(tsaDown)['时钟偏差（对照时间戳服务）']).toEqual(['未检查', '时间戳服务无法访问（ECONNREFUSED），无法检查（以服务器时钟为准）']);
    // a program whose digest could not be taken at all is an anomaly, not 未检查
    const noDigest = baseFacts();
    noDigest.browser.executableSha256 = null;
    noDigest.browser.launcherSha256 = null;
    expect(verdicts(noDigest)['浏览器程序完整性']![0]).toBe('异常');
  });

  it('fails the capture when the measured TSA clock offset is beyond the limit (a critical item)', () => {
    const f = baseFacts();
    f.clock = { tsaUrl: 'http://tsa', offsetMs: 5_000, roundTripMs: 40, tsaTime: '2026-11-27T00:00:05Z' };
    const clock = checkItems(f).find((i) => i.item.startsWith('时钟偏差'))!;
    expect(clock).toMatchObject({ ok: false, critical: true });
    expect(verdictOf(clock)).toBe('异常');
  });
});
