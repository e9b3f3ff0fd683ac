import { clockWithinTolerance } from './clock-offset';
import { dnsAgrees } from './dns-facts';
import { isProxyFree } from './proxy-facts';
import type { CheckItem, EnvironmentReport } from './types';

type Facts = Omit<EnvironmentReport, 'items' | 'passed' | 'clean'>;

/** The 结论 column: 未检查 where nothing was tested, never 通过 (decision 642). */
export const verdictOf = (i: Pick<CheckItem, 'ok' | 'unchecked'>) => (i.unchecked ? '未检查' : i.ok ? '通过' : '异常');

const short = (hex: string | null) => (hex ? `${hex.slice(0, 16)}…` : '未取得');

/**
 * The 检查明细: one line per check, worded for the report PDF and the view page. Pure: it only reads
 * the measured facts, so the same facts always give the same verdicts (unit-tested).
 */
export function checkItems(f: Facts): CheckItem[] {
  const items: CheckItem[] = [];
  const b = f.browser;
  items.push({ item: '浏览器版本', result: b.versionText ?? b.product ?? '未取得', ok: Boolean(b.versionText || b.product) });
  // a digest with nothing to compare it with records the program, it does not check it (decision 642)
  const hashed = Boolean(b.executableSha256 || b.launcherSha256);
  const program = b.executable ? `${b.executable} SHA-256 ${short(b.executableSha256)}` : `启动程序 ${b.launcher} SHA-256 ${short(b.launcherSha256)}（未取得运行中的程序）`;
  items.push({
    item: '浏览器程序完整性',
    result: hashed ? `${program}；无参照摘要，未核对完整性（摘要仅供事后比对）` : program,
    ok: hashed,
    ...(hashed ? { unchecked: true as const } : {}),
    critical: true,
  });
  items.push({ item: '全新浏览器配置', result: b.profileFresh ? '本次取证新建的空白配置目录，取证后删除' : '配置目录不是空白的', ok: b.profileFresh, critical: true });
  items.push({ item: '浏览器扩展', result: b.extensions.length === 0 ? '未加载任何扩展' : `发现扩展：${b.extensions.join('；')}`, ok: b.extensions.length === 0, critical: true });
  const proxyEnv = Object.keys(f.proxy.env).join('、') || '无';
  items.push({
    item: '代理设置',
    result: f.proxy.guard
      ? `浏览器只经平台自身的出站检查连接网络（不解密内容，只按真实地址拒绝内网），未使用任何第三方代理；系统代理环境变量（不生效）：${proxyEnv}`
      : `${proxyFlagWords(f.proxy.flags)}；系统代理环境变量：${proxyEnv}`,
    ok: isProxyFree(f.proxy),
    critical: true,
  });
  // a file's digest with nothing to compare it with is recorded, not checked, like the browser's (decision 785)
  for (const file of f.files) {
    items.push(
      file.error
        ? { item: `系统文件 ${file.path}`, result: `无法读取（${file.error}）`, ok: false }
        : { item: `系统文件 ${file.path}`, result: `${file.size} 字节，SHA-256 ${short(file.sha256)}；无参照摘要，未核对（摘要仅供事后比对）`, ok: true, unchecked: true },
    );
  }
  // an IP target has no name: neither the hosts file nor a resolver takes part, so nothing is checked
  const ipTarget = f.dns?.isIpLiteral === true;
  if (ipTarget) {
    items.push({ item: 'hosts 文件中的目标域名', result: '目标为 IP 地址，没有域名，hosts 文件不参与', ok: true, unchecked: true });
  } else {
    items.push({
      item: 'hosts 文件中的目标域名',
      result: f.hostsOverrides.length === 0 ? '没有指向目标域名的条目' : `有条目：${f.hostsOverrides.join('；')}`,
      ok: f.hostsOverrides.length === 0,
    });
  }
  if (f.dns) {
    const d = f.dns;
    if (d.isIpLiteral) {
      items.push({ item: '目标域名解析', result: `目标为 IP 地址 ${d.host}，没有域名，无需也无法解析`, ok: true, unchecked: true });
    } else {
      const answers = `系统解析 ${d.lookup.join(', ') || '无'}；DNS（${d.servers.join(', ') || '无'}）A ${d.a.join(', ') || '无'}，AAAA ${d.aaaa.join(', ') || '无'}${d.cname.length ? `，CNAME ${d.cname.join(', ')}` : ''}`;
      items.push({ item: '目标域名解析', result: d.error ? `${answers}（${d.error}）` : answers, ok: !d.error && d.lookup.length > 0 });
    }
    if (d.isIpLiteral) {
      items.push({ item: '解析一致性', result: '目标为 IP 地址，没有域名解析，无法检查', ok: true, unchecked: true });
    } else if (d.dnsError) {
      // a server that did not answer is not a server that said "no records"
      items.push({ item: '解析一致性', result: `DNS 服务器（${d.servers.join(', ') || '无'}）无法访问（${d.dnsError}），无法检查`, ok: true, unchecked: true });
    } else {
      items.push({ item: '解析一致性', result: dnsAgrees(d) ? '系统解析结果均在 DNS 应答之中' : '系统解析结果与 DNS 应答不一致', ok: dnsAgrees(d) });
    }
  }
  if (f.clock) {
    const c = f.clock;
    if (c.offsetMs === null || c.roundTripMs === null) {
      items.push({ item: '时钟偏差（对照时间戳服务）', result: `时间戳服务无法访问（${c.error ?? '未知原因'}），无法检查（以服务器时钟为准）`, ok: true, unchecked: true });
    } else {
      // a measured offset beyond the limit: the times this capture would record are not the right ones,
      // so it is critical and the capture ends 取证失败 with its points back (decision 642)
      items.push({ item: '时钟偏差（对照时间戳服务）', result: `偏差 ${c.offsetMs} 毫秒，往返 ${c.roundTripMs} 毫秒，时间戳服务时间 ${tsaTimeText(c.tsaTime)}`, ok: clockWithinTolerance(c), critical: true });
    }
  } else {
    items.push({ item: '时钟偏差（对照时间戳服务）', result: '未配置时间戳服务，无法检查（以服务器时钟为准）', ok: true, unchecked: true });
  }
  return items;
}

/**
 * The browser's proxy launch flags in words (issue 24 item 2, decision 832): a court reads what the
 * flags mean, not the flags; the flags themselves stay in the package's environment report (JSON).
 */
function proxyFlagWords(flags: string[]): string {
  if (flags.length === 0) return '浏览器启动时未指定代理';
  const named = flags.filter((f) => f !== '--no-proxy-server');
  if (named.length === 0) return '浏览器启动时指定不使用任何代理';
  return `浏览器启动时指定了代理（${named.length}项设置，见证据包中的环境报告）`;
}

/** The TSA's genTime as people read it: Beijing time to the second (issue 24 item 2: no raw ISO/UTC). */
function tsaTimeText(genTime: string | null): string {
  const ms = genTime ? Date.parse(genTime) : NaN;
  if (!Number.isFinite(ms)) return '未取得';
  return `${new Date(ms + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19)}（北京时间）`;
}
