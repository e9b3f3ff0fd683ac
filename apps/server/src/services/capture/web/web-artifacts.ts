import { bodyNotKept, digestOf, type FileDigest, type PackageResource } from '../package';
import type { WebCaptureResult } from './capture-page';

export interface CaptureMeta {
  captureNo: string;
  title: string;
  url: string;
  applicant: string;
  software: string;
}

/**
 * The files a web capture makes besides the HAR, as they go into the WACZ (and its report's hash table):
 * the screenshot, the browser's PDF, the DOM, the clean-environment report, the certificates, the main
 * response's headers and a provenance summary (what, when, from where, how; as Scoop's).
 */
export function webArtifacts(r: WebCaptureResult, meta: CaptureMeta): PackageResource[] {
  const json = (v: unknown) => Buffer.from(JSON.stringify(v, null, 2), 'utf8');
  const provenance = {
    captureNo: meta.captureNo,
    title: meta.title,
    requestedUrl: meta.url,
    finalUrl: r.finalUrl,
    pageTitle: r.pageTitle,
    httpStatus: r.status,
    serverIp: r.serverIp,
    startedAt: new Date(r.startedAt).toISOString(),
    endedAt: new Date(r.endedAt).toISOString(),
    applicant: meta.applicant,
    software: meta.software,
    userAgent: r.userAgent,
    browser: r.environment.browser.versionText,
    pinnedHosts: r.pins,
    blockedConnections: r.blocked,
    // answers whose body the browser could not hand over: archived cut (WARC-Truncated), not as empty
    bodiesNotKept: r.har.log.entries.filter(bodyNotKept).map((e) => ({ url: e.request.url, status: e.response.status })),
    autoScroll: r.scroll,
    screenshot: r.shot,
    timingsMs: r.timings,
    options: { viewport: '1366x768', waitUntil: 'load + networkidle (≤10 s)', fullPageScreenshot: true, ignoreHttpsErrors: true, egress: 'loopback CONNECT guard, private addresses refused' },
  };
  return [
    { name: 'screenshot.png', mime: 'image/png', bytes: r.screenshot },
    { name: 'page.pdf', mime: 'application/pdf', bytes: r.pdf },
    { name: 'page.html', mime: 'text/html; charset=utf-8', bytes: Buffer.from(r.dom, 'utf8') },
    { name: 'environment.json', mime: 'application/json', bytes: json(r.environment) },
    { name: 'certificates.json', mime: 'application/json', bytes: json({ browser: r.browserTls, cdpChainDerBase64: r.cdpCertificates, outOfBand: r.tlsProbe }) },
    { name: 'headers.json', mime: 'application/json', bytes: json({ url: r.finalUrl, status: r.status, headers: r.responseHeaders }) },
    { name: 'provenance.json', mime: 'application/json', bytes: json(provenance) },
  ];
}

export function digestsOf(resources: PackageResource[]): FileDigest[] {
  return resources.map((x) => digestOf(x.name, x.bytes));
}
