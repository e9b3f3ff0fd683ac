import https from 'node:https';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { captureWebPage } from './src/services/capture/web/capture-page';
execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-keyout', '/tmp/oe-web/k.pem', '-out', '/tmp/oe-web/c.pem', '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'], { stdio: 'ignore' });
const srv = https.createServer({ key: fs.readFileSync('/tmp/oe-web/k.pem'), cert: fs.readFileSync('/tmp/oe-web/c.pem') }, (req, res) => {
  if (req.url === '/a.css') { res.writeHead(200, { 'content-type': 'text/css' }).end('body{background:#eef}'); return; }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<html><head><title>测试页面</title><link rel=stylesheet href=/a.css></head><body><h1>网页取证测试 你好</h1>' + '<p>段落</p>'.repeat(200) + '<img src="http://10.1.2.3/x.png"></body></html>');
});
await new Promise<void>((r) => srv.listen(4611, '127.0.0.1', r));
const t0 = Date.now();
const r = await captureWebPage({ url: 'https://127.0.0.1:4611/', allowPrivate: true, tsa: null, signal: new AbortController().signal });
console.log('ms', Date.now() - t0, r.status, r.pageTitle, r.serverIp, r.har.log.entries.length, r.screenshot.length, r.pdf.length, r.cdpCertificates.length, JSON.stringify(r.tlsProbe).slice(0, 300), r.browserTls, r.blocked, r.environment.clean);
fs.writeFileSync('/tmp/oe-web/shot.png', r.screenshot);
srv.close();
