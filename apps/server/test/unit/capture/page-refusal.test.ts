import { describe, expect, it } from 'vitest';
import { endpointOf, refusalText } from '../../../src/services/capture/web/page-refusal';

/** Outside review of item 4: a page is blamed only for a refusal of its own endpoint (host and port). */
describe('which refusal is the page’s own', () => {
  it('fills the port in from the scheme, for URLs and CONNECT targets alike', () => {
    expect(endpointOf('https://Example.cn/a')).toBe('example.cn:443');
    expect(endpointOf('example.cn:443')).toBe('example.cn:443');
    expect(endpointOf('http://127.0.0.1:3401/sub')).toBe('127.0.0.1:3401');
    expect(endpointOf('http://[::1]/x')).toBe('::1:80');
  });

  it('a refused subresource on another port of the page’s host is not the page’s own refusal', () => {
    const sub = { target: 'http://127.0.0.1:3499/x.js', reason: '本机回环地址', at: '2026-12-02T00:00:00.000Z' };
    expect(endpointOf(sub.target)).not.toBe(endpointOf('http://127.0.0.1:3401/sub'));
    expect(refusalText('http://127.0.0.1:3499/', sub)).toBe('网址被拒绝（本机回环地址）');
    expect(refusalText('http://127.0.0.1:3401/', { target: 'http://169.254.169.254/latest', reason: '链路本地地址', at: '2026-12-02T00:00:00.000Z' })).toBe('网页跳转到了被禁止的地址（链路本地地址）');
  });
});
