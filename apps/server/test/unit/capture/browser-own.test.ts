import { describe, expect, it } from 'vitest';
import { isBrowserOwn, pageEndpoints, splitBlocked } from '../../../src/services/capture/web/browser-own';

/** Which refused connections the report and the view count as the capture browser's own (decision 836). */
const har = (...urls: string[]) => ({ log: { entries: urls.map((url) => ({ request: { url } })) } });

describe('the browser’s own refused connections', () => {
  it('a vendor host the page never asked for is the browser’s own; one the page asked for stays named', () => {
    const endpoints = pageEndpoints(har('https://site.test/', 'https://fonts.googleapis.com/css?family=x', 'http://site.test:8080/a'));
    expect(endpoints.sort()).toEqual(['fonts.googleapis.com:443', 'site.test:443', 'site.test:8080']);
    const blocked = [
      { target: 'update.googleapis.com:443' },
      { target: 'fonts.googleapis.com:443' },
      { target: 'accounts.google.com:443' },
      { target: '10.0.0.5:80' },
      { target: 'evilgoogleapis.com:443' },
      { target: 'http://redirector.gvt1.com/edgedl/x' },
    ];
    const { page, browserOwn } = splitBlocked(blocked, endpoints);
    expect(page.map((b) => b.target)).toEqual(['fonts.googleapis.com:443', '10.0.0.5:80', 'evilgoogleapis.com:443']);
    expect(browserOwn).toBe(3);
  });
  it('the same host on another port than the page used is not the page’s', () => {
    expect(isBrowserOwn('fonts.googleapis.com:80', new Set(['fonts.googleapis.com:443']))).toBe(true);
    expect(isBrowserOwn('not a target', new Set())).toBe(false);
  });
});
