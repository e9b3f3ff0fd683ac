import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaptureRefused, captureWebPage } from '../../src/services/capture/web/capture-page';

/**
 * A page that loads, then leaves by script for a forbidden address: the capture is refused (取证失败, and the
 * job refunds a CaptureRefused), not 取证成功 with the guard's "blocked" text as its screenshot (issue 23 item 4).
 */
let server: http.Server;
let port = 0;
beforeAll(async () => {
  server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>离开</title><h1>马上离开</h1><script>setTimeout(() => { location.href = "http://169.254.169.254/latest/meta-data/"; }, 300);</script>');
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

const PUBLIC = '8.8.8.8';
const dial = (ip: string, p: number) => net.connect({ host: ip === PUBLIC ? '127.0.0.1' : ip, port: p });

describe('a page that navigates away by script', () => {
  it('to a forbidden address fails the capture with the reason', async () => {
    const run = captureWebPage({ url: `http://site.test:${port}/`, tsa: null, signal: new AbortController().signal, lookup: async () => [PUBLIC], dial });
    await expect(run).rejects.toBeInstanceOf(CaptureRefused);
    await expect(run).rejects.toThrow('网页跳转到了被禁止的地址（链路本地地址）');
  });
});
