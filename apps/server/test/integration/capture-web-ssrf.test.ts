import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCaptureSite, type CaptureSite } from '../helpers/capture-site';
import { CaptureRefused, captureWebPage } from '../../src/services/capture/web/capture-page';

/**
 * The capture browser with private addresses refused (as in production): a made-up public address
 * (8.8.8.8) stands for the site, and the test's dial connects it to the local server. The browser reaches
 * the network only through the egress guard, so a redirect into 127.0.0.1 and a DNS answer that changes
 * to 127.0.0.1 (rebinding) are both stopped there.
 */
let site: CaptureSite;
beforeAll(async () => {
  site = await startCaptureSite();
});
afterAll(async () => site?.close());

const PUBLIC = '8.8.8.8';
const dial = (ip: string, port: number) => net.connect({ host: ip === PUBLIC ? '127.0.0.1' : ip, port });
const signal = new AbortController().signal;

describe('the capture browser and private addresses', () => {
  it('refuses a redirect into a private address and fails the capture with the reason', async () => {
    const target = encodeURIComponent(`http://127.0.0.1:${site.httpPort}/secret`);
    const run = captureWebPage({ url: `http://site.test:${site.httpPort}/to-private?to=${target}`, tsa: null, signal, lookup: async () => [PUBLIC], dial });
    await expect(run).rejects.toBeInstanceOf(CaptureRefused);
    await expect(run).rejects.toThrow('网页跳转到了被禁止的地址（本机回环地址）');
  });

  it('refuses a site whose name resolves to a private address, naming the address itself', async () => {
    const run = captureWebPage({ url: `https://intranet.test:${site.httpPort}/`, tsa: null, signal, lookup: async () => ['10.0.0.7'], dial });
    await expect(run).rejects.toThrow('网址被拒绝（内网地址）');
  });

  it('refuses a page heavier than the cap instead of holding it in memory', async () => {
    // the site's page is small, but each photo is about 300 KB: a 100 KB cap is passed on the first one
    const heavy = await startCaptureSite(4, 3);
    try {
      const run = captureWebPage({ url: `${heavy.httpUrl}/`, allowHosts: [{ ip: '127.0.0.1', port: heavy.httpPort }], tsa: null, signal, maxBytes: 100 * 1024 });
      await expect(run).rejects.toThrow('网页内容超过 100 KB，未取证');
    } finally {
      await heavy.close();
    }
  });

  it('pins the first DNS answer for the whole capture, so a rebinding to 127.0.0.1 changes nothing', async () => {
    let asked = 0;
    const lookup = async (host: string) => {
      if (host !== 'site.test') return [];
      asked += 1;
      return asked === 1 ? [PUBLIC] : ['127.0.0.1'];
    };
    const r = await captureWebPage({ url: `http://site.test:${site.httpPort}/`, tsa: null, signal, lookup, dial });
    expect(asked).toBe(1);
    expect(r.status).toBe(200);
    expect(r.serverIp).toBe(PUBLIC);
    expect(r.pins.find((p) => p.host === 'site.test')).toMatchObject({ ip: PUBLIC, answers: [PUBLIC] });
    // the stylesheet and the logo came from the same pinned host
    const urls = r.har.log.entries.filter((e) => e.response.status === 200).map((e) => new URL(e.request.url).pathname);
    expect(urls).toEqual(expect.arrayContaining(['/', '/style.css', '/logo.svg']));
    expect(r.blocked.filter((b) => b.target.includes('site.test'))).toEqual([]);
    expect(r.environment.clean).toBe(true);
    expect(r.environment.items.find((i) => i.item === '代理设置')?.result).toContain('浏览器只经平台自身的出站检查连接网络');
  });
});
