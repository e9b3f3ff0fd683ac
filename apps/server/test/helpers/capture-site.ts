import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

export interface CaptureSite {
  /** https://127.0.0.1:<port> */
  httpsUrl: string;
  /** http://127.0.0.1:<port> */
  httpUrl: string;
  httpPort: number;
  /** CAPTURE_TEST_ALLOW_HOSTS for a server that captures this site: its two loopback ip:port pairs */
  allowHosts: string;
  close(): Promise<void>;
}

/** A page of about `kb` kilobytes of HTML: a heading, a stylesheet, an SVG logo, paragraphs and `images` photos. */
export function samplePage(title: string, kb = 4, images = 0): string {
  const para = '<p>网页取证测试段落：本段文字用于检验截图、PDF 与网页源码是否完整保存。Lorem ipsum dolor sit amet.</p>';
  const n = Math.max(1, Math.floor((kb * 1024) / Buffer.byteLength(para)));
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${title}</title><link rel="stylesheet" href="/style.css"></head><body><h1>${title}</h1><img src="/logo.svg" width="120" height="40" alt="logo">${para.repeat(n)}${Array.from({ length: images }, (_, i) => `<img src="/photo-${i}.jpg" width="400" height="300" alt="photo">`).join('')}</body></html>`;
}

/**
 * The site a capture test visits: HTTPS with a self-signed certificate made by openssl for 127.0.0.1 (the
 * browser accepts it; the report must say it is not trusted), and plain HTTP with a redirect into 127.0.0.1.
 */
export async function startCaptureSite(kb = 4, images = 0): Promise<CaptureSite> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'capture-site-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=capture-test.local', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
  const page = samplePage('取证测试页面', kb, images);
  // noise photos compress badly, so each JPEG is about 300 KB: the weight of a real page's pictures
  const photos = await Promise.all(
    Array.from({ length: images }, (_, i) => sharp({ create: { width: 800, height: 600, channels: 3, background: { r: i * 30, g: 90, b: 160 }, noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).jpeg({ quality: 90 }).toBuffer()),
  );
  const handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.url === '/style.css') return void res.writeHead(200, { 'content-type': 'text/css' }).end('body{font-family:sans-serif;background:#f5f8ff} h1{color:#1f4fa0}');
    if (req.url === '/logo.svg') return void res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#1f4fa0"/></svg>');
    const photo = /^\/photo-(\d+)\.jpg$/.exec(req.url ?? '');
    if (photo && photos[Number(photo[1])]) return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photos[Number(photo[1])]);
    if (req.url?.startsWith('/to-private')) return void res.writeHead(302, { location: new URL(req.url, 'http://x').searchParams.get('to') ?? '/' }).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-test-header': 'capture' }).end(page);
  };
  const tlsServer = https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, handler);
  const plain = http.createServer(handler);
  await new Promise<void>((r) => tlsServer.listen(0, '127.0.0.1', r));
  await new Promise<void>((r) => plain.listen(0, '127.0.0.1', r));
  const tlsPort = (tlsServer.address() as AddressInfo).port;
  const httpPort = (plain.address() as AddressInfo).port;
  return {
    httpsUrl: `https://127.0.0.1:${tlsPort}`,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    httpPort,
    allowHosts: `127.0.0.1:${tlsPort},127.0.0.1:${httpPort}`,
    close: async () => {
      tlsServer.closeAllConnections();
      plain.closeAllConnections();
      await Promise.all([new Promise((r) => tlsServer.close(r)), new Promise((r) => plain.close(r))]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
