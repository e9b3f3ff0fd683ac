import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { makeTestCa, startTlsFront } from '../../support/tls-front';

describe('the stand-ins\' HTTPS front', () => {
  it('serves TLS for the provider host name under the test CA, passing the request on unchanged', async () => {
    const seen: { host?: string; body: string }[] = [];
    const target = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ host: req.headers.host, body });
        res.end('answer');
      });
    });
    await new Promise<void>((r) => target.listen(0, '127.0.0.1', r));
    const ca = makeTestCa();
    const front = await startTlsFront(ca, ['sms.tencentcloudapi.com'], (target.address() as AddressInfo).port);
    try {
      const get = (trust: string | undefined) =>
        new Promise<string>((resolve, reject) => {
          const req = https.request({ host: '127.0.0.1', servername: 'sms.tencentcloudapi.com', port: front.port, method: 'POST', path: '/', headers: { host: `sms.tencentcloudapi.com:${front.port}` }, ...(trust ? { ca: trust } : {}) }, (res) => {
            let text = '';
            res.on('data', (c) => (text += c));
            res.on('end', () => resolve(text));
          });
          req.on('error', reject);
          req.end('{"a":1}');
        });
      expect(await get(ca.caPem)).toBe('answer');
      expect(seen).toEqual([{ host: `sms.tencentcloudapi.com:${front.port}`, body: '{"a":1}' }]);
      // without the test CA the certificate is refused, as a live server would refuse it
      await expect(get(undefined)).rejects.toThrow(/certificate/);
    } finally {
      await front.close();
      target.close();
    }
  });
});
