import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium, type BrowserContext, type Response } from 'playwright-core';
import { checkEnvironment, type EnvironmentReport, type TsaClockSource } from '../environment';
import { CHROMIUM_PATH, captureBrowserArgs, startEgressGuard, type BlockedRequest, type AllowedHost, type PinnedHost } from '../egress';
import type { Har, HarHeader } from '../package';
import { autoScroll } from './auto-scroll';
import { fillDocumentBodies, keepDocumentBodies } from './document-bodies';
import { endpointOf, hostOf, refusalText } from './page-refusal';
import { probeTls, type TlsProbe } from './tls-probe';
import { makeCaptureTempDir } from '../temp-dirs';

export { CHROMIUM_PATH } from '../egress';

export interface WebCaptureOptions {
  url: string;
  /** CAPTURE_TEST_ALLOW_HOSTS (tests only): loopback ip:port pairs the guard lets through */
  allowHosts?: readonly AllowedHost[];
  tsa: TsaClockSource | null;
  signal: AbortSignal;
  executablePath?: string;
  /** the whole capture's time limit */
  timeoutMs?: number;
  /** the most the page may bring in (MAX_PAGE_BYTES; tests pass less) */
  maxBytes?: number;
  /** tests: name resolution and dialling of the egress guard */
  lookup?: (host: string) => Promise<string[]>;
  dial?: (ip: string, port: number) => import('node:net').Socket;
}

export interface WebCaptureResult {
  environment: EnvironmentReport;
  har: Har;
  screenshot: Buffer;
  pdf: Buffer;
  dom: string;
  pageTitle: string;
  finalUrl: string;
  status: number;
  responseHeaders: HarHeader[];
  /** what the browser saw of TLS (response.securityDetails) */
  browserTls: { protocol?: string; subjectName?: string; issuer?: string; validFrom?: number; validTo?: number } | null;
  /** the DER chain Chromium holds for the origin (CDP Network.getCertificate), base64 */
  cdpCertificates: string[];
  tlsProbe: TlsProbe | null;
  serverIp: string | null;
  pins: PinnedHost[];
  blocked: BlockedRequest[];
  startedAt: number;
  endedAt: number;
  userAgent: string | null;
  scroll: { steps: number; height: number };
  /** the page's height and how much of it the screenshot shows (from the top) */
  shot: { pageHeight: number; height: number; truncated: boolean };
  /** how long each step took, ms (provenance; the benchmark prints them) */
  timings: Record<string, number>;
}

export class CaptureRefused extends Error {}

/** The most a captured page may bring in (decoded bytes of all its responses). */
export const MAX_PAGE_BYTES = 200 * 1024 * 1024;

/** The tallest full-page screenshot taken, in CSS pixels. */
export const SHOT_MAX_HEIGHT = 16_000;


/**
 * One web capture in a fresh profile (created empty, deleted after): clean-environment check, then the
 * page through the egress guard with network idle and auto-scroll, then screenshot, PDF, DOM, TLS facts
 * and the HAR with bodies. Throws CaptureRefused (with a Chinese message for the user) when the page
 * could not be captured honestly; any other error is the platform's.
 */
export async function captureWebPage(o: WebCaptureOptions): Promise<WebCaptureResult> {
  // named after this process, so that a start after a kill removes it (temp-dirs.ts)
  const dir = makeCaptureTempDir('web');
  const profile = path.join(dir, 'profile');
  const harFile = path.join(dir, 'capture.har');
  await fs.mkdir(profile);
  const guard = await startEgressGuard({ allowHosts: o.allowHosts ?? [], ...(o.lookup ? { lookup: o.lookup } : {}), ...(o.dial ? { dial: o.dial } : {}) });
  const args = ['--headless=new', ...captureBrowserArgs(guard.proxyUrl)];
  // one close, whoever asks first (time limit, abort, size cap, the end): the directory is removed only after it
  let context: BrowserContext | undefined;
  let closing: Promise<void> | undefined;
  const closeOnce = () => (context ? (closing ??= context.close().catch(() => undefined)) : Promise.resolve());
  const timeout = setTimeout(() => void closeOnce(), o.timeoutMs ?? 120_000);
  const onAbort = () => void closeOnce();
  o.signal.addEventListener('abort', onAbort);
  let received = 0;
  const max = o.maxBytes ?? MAX_PAGE_BYTES;
  const tooLarge = () => received > max;
  const checkSize = () => {
    if (tooLarge()) throw new CaptureRefused(`网页内容超过 ${max >= 1024 * 1024 ? `${Math.round(max / 1024 / 1024)} MB` : `${Math.round(max / 1024)} KB`}，未取证`);
  };
  try {
    const profileFresh = (await fs.readdir(profile)).length === 0;
    const timings: Record<string, number> = {};
    let mark = Date.now();
    const lap = (name: string) => {
      const now = Date.now();
      timings[name] = now - mark;
      mark = now;
    };
    const startedAt = Date.now();
    context = await chromium.launchPersistentContext(profile, {
      executablePath: o.executablePath ?? CHROMIUM_PATH,
      headless: true,
      args,
      ignoreHTTPSErrors: true,
      viewport: { width: 1366, height: 768 },
      locale: 'zh-CN',
      recordHar: { path: harFile, content: 'embed', mode: 'full' },
    });
    if (o.signal.aborted) throw new Error('web capture aborted'); // aborted while the browser started
    const browser = context.browser();
    if (!browser) throw new Error('no browser handle');
    const cdpBrowser = await browser.newBrowserCDPSession();
    const target = new URL(o.url);
    const environment = await checkEnvironment({ launcher: o.executablePath ?? CHROMIUM_PATH, args, userDataDir: profile, profileFresh, cdp: cdpBrowser as never, targetHost: target.hostname, tsa: o.tsa, egressGuard: guard.proxyUrl });
    lap('launchAndEnvironment');
    if (!environment.clean) throw new CaptureRefused('取证环境清洁性检查未通过，本次未取证');
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // documents' bodies read before their scripts run: a page that leaves at once keeps what the site sent
    const keptBodies = await keepDocumentBodies(cdp);
    // the HAR, the package and the report are built in memory: a page heavier than the cap is not captured
    cdp.on('Network.dataReceived', (e: { dataLength: number }) => {
      received += e.dataLength;
      if (tooLarge()) void closeOnce();
    });
    // the main frame's navigations (the address and every redirect): a refusal of one of them is the page's
    // refusal; other refused connections (Chromium's own background ones) are only recorded
    const navigations: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) navigations.push(r.url());
    });
    const navRefusal = () => {
      const endpoints = navigations.map(endpointOf);
      return guard.blocked.find((b) => endpoints.some((h) => h !== '' && endpointOf(b.target) === h));
    };
    let response: Response | null;
    try {
      response = await page.goto(o.url, { waitUntil: 'load', timeout: 30_000 });
    } catch {
      const refused = navRefusal();
      checkSize();
      throw new CaptureRefused(refused ? refusalText(o.url, refused) : '网页无法打开或加载超时');
    }
    if (!response) throw new CaptureRefused('网页没有返回内容');
    const refused = navRefusal();
    if (response.status() === 403 && refused) throw new CaptureRefused(refusalText(o.url, refused));
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    lap('load');
    const scroll = await autoScroll(page);
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    lap('scroll');
    // a page that left by script (or a meta refresh) for a refused address after it loaded: what is on screen
    // now is the guard's refusal, not the site's page, so nothing is captured (decision 647)
    const leftFor = navRefusal();
    if (leftFor) throw new CaptureRefused(refusalText(o.url, leftFor));
    // Chromium cannot draw a picture taller than about 16,000 px: longer pages are shot from the top to
    // that height (the report and provenance say so; page.pdf and page.html hold the whole page)
    const fullHeight = Number(await page.evaluate('document.documentElement.scrollHeight')) || 768;
    const shotHeight = Math.min(fullHeight, SHOT_MAX_HEIGHT);
    const screenshot = await page.screenshot({ fullPage: true, type: 'png', clip: { x: 0, y: 0, width: 1366, height: shotHeight } });
    lap('screenshot');
    const dom = await page.content();
    const pageTitle = await page.title();
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    checkSize();
    lap('pdf');
    const security = await response.securityDetails();
    const finalUrl = page.url();
    const origin = new URL(finalUrl).origin;
    const cdpCertificates = finalUrl.startsWith('https:') ? ((await cdp.send('Network.getCertificate', { origin }).catch(() => ({ tableNames: [] as string[] }))).tableNames ?? []) : [];
    const responseHeaders = (await response.headersArray()).map((h) => ({ name: h.name, value: h.value }));
    const status = response.status();
    const version = await cdpBrowser.send('Browser.getVersion');
    const finalHost = hostOf(finalUrl);
    const pin = guard.pins.get(finalHost) ?? null;
    await closeOnce(); // writes the HAR
    const endedAt = Date.now();
    const finalParsed = new URL(finalUrl);
    const tlsProbe = pin && finalParsed.protocol === 'https:' ? await probeTls(pin.ip, Number(finalParsed.port || 443), finalHost) : null;
    const har = JSON.parse(await fs.readFile(harFile, 'utf8')) as Har;
    fillDocumentBodies(har, keptBodies);
    lap('closeAndTls');
    return {
      environment,
      har,
      screenshot,
      pdf,
      dom,
      pageTitle,
      finalUrl,
      status,
      responseHeaders,
      browserTls: security ? { ...security } : null,
      cdpCertificates,
      tlsProbe,
      serverIp: pin?.ip ?? null,
      pins: [...guard.pins.values()],
      blocked: guard.blocked,
      startedAt,
      endedAt,
      userAgent: version.userAgent,
      scroll,
      timings,
      shot: { pageHeight: fullHeight, height: shotHeight, truncated: shotHeight < fullHeight },
    };
  } catch (err) {
    // the cap closed the browser under whatever step was running: that is the reason, not the step's error
    checkSize();
    throw err;
  } finally {
    clearTimeout(timeout);
    o.signal.removeEventListener('abort', onAbort);
    await closeOnce();
    await guard.close();
    // the 系统还原 step: nothing of this capture's browser outlives it
    await fs.rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  }
}
