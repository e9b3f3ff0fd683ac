import fs from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import type { TSessionInput } from '@evidence/shared/contracts';
import { checkEnvironment, type EnvironmentReport, type TsaClockSource } from '../environment';
import { ActionLog, loggedKeyName } from './action-log';
import { viewportOf, type SessionProfile } from './session-profile';
import { CHROMIUM_PATH, captureBrowserArgs, type EgressGuard } from '../egress';

export const CHROMIUM = CHROMIUM_PATH;

export interface RemoteBrowserOptions {
  dir: string;
  profile: SessionProfile;
  /** the egress guard (helper A's services/capture/egress): pins each host's address, refuses private ones */
  egress: EgressGuard;
  log: ActionLog;
  onFrame(jpeg: Buffer): void;
  onLocation(url: string, title: string): void;
  /**
   * The main frame's address, told in order with the screencast frames (the same CDP session): a frame that
   * came after it shows the page at this address. The recorder's strip follows this, not onLocation (which
   * waits for the title and comes through another session).
   */
  onAddress?(url: string): void;
  onNotice(text: string): void;
  now?: () => number;
}

/**
 * One remote Chromium for one session (decision 552): a fresh profile directory made for it and deleted
 * after it (the 系统还原 step), a HAR of all its traffic, the CDP screencast out and CDP input in. Every
 * connection goes out through the egress guard, so a click, a redirect or a subresource cannot reach an
 * address the address bar would refuse, and a host's address cannot change under the session (rebinding).
 */
export class RemoteBrowser {
  readonly profileDir: string;
  readonly harPath: string;
  private constructor(
    private readonly o: RemoteBrowserOptions,
    private readonly ctx: BrowserContext,
    private readonly page: Page,
    private readonly cdp: CDPSession,
    readonly version: string,
    private readonly profileFresh: boolean,
  ) {
    this.profileDir = path.join(o.dir, 'profile');
    this.harPath = path.join(o.dir, 'session.har');
  }

  static async open(o: RemoteBrowserOptions): Promise<RemoteBrowser> {
    const now = o.now ?? Date.now;
    const profileDir = path.join(o.dir, 'profile');
    fs.mkdirSync(profileDir, { recursive: true });
    const profileFresh = fs.readdirSync(profileDir).length === 0;
    const ctx = await chromium.launchPersistentContext(profileDir, {
      executablePath: CHROMIUM,
      headless: true,
      args: captureBrowserArgs(o.egress.proxyUrl),
      viewport: viewportOf(o.profile),
      deviceScaleFactor: 1,
      ...(o.profile.userAgent ? { userAgent: o.profile.userAgent } : {}),
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
      serviceWorkers: 'block',
      acceptDownloads: false,
      recordHar: { path: path.join(o.dir, 'session.har'), content: 'embed', mode: 'full' },
    });
    try {
      const page = ctx.pages()[0] ?? (await ctx.newPage());
      const cdp = await ctx.newCDPSession(page);
      const { product } = (await cdp.send('Browser.getVersion')) as { product: string };
      const rb = new RemoteBrowser(o, ctx, page, cdp, product, profileFresh);
      await rb.wire(now);
      return rb;
    } catch (err) {
      await ctx.close().catch(() => undefined);
      throw err;
    }
  }

  private async wire(now: () => number): Promise<void> {
    const { page, cdp, o } = this;
    cdp.on('Page.screencastFrame', (f: { data: string; sessionId: number }) => {
      cdp.send('Page.screencastFrameAck', { sessionId: f.sessionId }).catch(() => undefined);
      o.onFrame(Buffer.from(f.data, 'base64'));
    });
    page.on('requestfailed', (req) => {
      if (!req.isNavigationRequest() || req.frame() !== page.mainFrame()) return;
      const refused = o.egress.blocked.at(-1);
      o.onNotice(refused && Date.now() - Date.parse(refused.at) < 5000 ? `无法访问：${refused.reason}` : '页面无法打开，请检查网址');
    });
    page.on('dialog', (d) => void d.dismiss().catch(() => undefined));
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      void page.title().catch(() => '').then((title) => o.onLocation(frame.url(), title));
    });
    page.on('response', (resp) => {
      if (!resp.request().isNavigationRequest() || resp.frame() !== page.mainFrame()) return;
      // through the proxy Chromium's own idea of the server address is the proxy: the guard's pin is the truth
      const u = new URL(resp.url());
      const pin = o.egress.pins.get(u.hostname.replace(/^\[|\]$/g, ''));
      void resp.securityDetails().catch(() => null).then((tls) =>
        o.log.add({
          at: now(),
          kind: 'navigated',
          url: resp.url().slice(0, 2048),
          status: resp.status(),
          serverIp: pin?.ip ?? null,
          serverPort: Number(u.port) || (u.protocol === 'https:' ? 443 : 80),
          tls: tls ? { protocol: tls.protocol ?? null, issuer: tls.issuer ?? null, subject: tls.subjectName ?? null, validTo: tls.validTo ?? null } : null,
        }),
      );
    });
    // one tab: a link that opens a new window is followed in the recorded tab instead
    this.ctx.on('page', (p) => {
      if (p === page) return;
      void p.waitForLoadState('domcontentloaded', { timeout: 15_000 }).catch(() => undefined).then(async () => {
        const url = p.url();
        await p.close().catch(() => undefined);
        if (/^https?:/i.test(url)) {
          o.log.add({ at: now(), kind: 'popup-followed', url: url.slice(0, 2048) });
          await page.goto(url, { timeout: 30_000 }).catch(() => undefined);
        }
      });
    });
    // the main frame's navigations on the screencast's own session, so they keep their order with its frames
    let mainFrame = ((await cdp.send('Page.getFrameTree')) as { frameTree: { frame: { id: string } } }).frameTree.frame.id;
    cdp.on('Page.frameNavigated', (e: { frame: { id: string; parentId?: string; url: string; urlFragment?: string } }) => {
      if (e.frame.parentId) return;
      mainFrame = e.frame.id;
      o.onAddress?.(`${e.frame.url}${e.frame.urlFragment ?? ''}`);
    });
    cdp.on('Page.navigatedWithinDocument', (e: { frameId: string; url: string }) => {
      if (e.frameId === mainFrame) o.onAddress?.(e.url);
    });
    await cdp.send('Page.enable');
    const { width, height } = viewportOf(o.profile);
    await cdp.send('Page.startScreencast', { format: 'jpeg', quality: o.profile.jpegQuality, maxWidth: width, maxHeight: height, everyNthFrame: 1 });
  }

  /**
   * The clean-environment check (helper A's, the same as web capture's) of this very browser, before it
   * has visited anything: fresh profile, binary hashes, no extensions, no proxy, resolver files, clock.
   */
  async checkEnvironment(tsa: TsaClockSource | null, now: () => number): Promise<EnvironmentReport> {
    const browser = this.ctx.browser();
    const cdp = browser ? await browser.newBrowserCDPSession() : this.cdp;
    try {
      return await checkEnvironment({ launcher: CHROMIUM, args: captureBrowserArgs(this.o.egress.proxyUrl), userDataDir: this.profileDir, profileFresh: this.profileFresh, cdp, targetHost: null, tsa, egressGuard: this.o.egress.proxyUrl, now });
    } finally {
      if (cdp !== this.cdp) await cdp.detach().catch(() => undefined);
    }
  }

  /** Shows a page made here (not fetched: nothing goes to the network), e.g. the environment report. */
  async show(html: string): Promise<void> {
    await this.page.setContent(html, { timeout: 15_000 });
  }

  /** Loads an address the user typed (already normalised and checked by the caller). */
  navigate(url: string): void {
    void this.page.goto(url, { timeout: 45_000 }).catch(() => undefined);
  }

  history(action: 'back' | 'forward' | 'reload'): void {
    const p = this.page;
    const go = action === 'back' ? p.goBack({ timeout: 30_000 }) : action === 'forward' ? p.goForward({ timeout: 30_000 }) : p.reload({ timeout: 30_000 });
    void go.catch(() => undefined);
  }

  /** Replays one input event of the page into Chromium (CDP Input domain). */
  async input(m: Extract<TSessionInput, { t: 'mouse' | 'wheel' | 'key' | 'text' }>, at: number): Promise<void> {
    const { cdp, o } = this;
    const vp = viewportOf(o.profile);
    const clampX = (x: number) => Math.min(Math.max(0, x), vp.width - 1);
    const clampY = (y: number) => Math.min(Math.max(0, y), vp.height - 1);
    if (m.t === 'mouse') {
      await cdp.send('Input.dispatchMouseEvent', { type: m.type, x: clampX(m.x), y: clampY(m.y), button: m.button, clickCount: m.clickCount, modifiers: m.modifiers });
      if (m.type === 'mousePressed') o.log.add({ at, kind: 'click', x: Math.round(m.x), y: Math.round(m.y), button: m.button });
    } else if (m.t === 'wheel') {
      await cdp.send('Input.dispatchMouseEvent', { type: 'mouseWheel', x: clampX(m.x), y: clampY(m.y), deltaX: m.deltaX, deltaY: m.deltaY });
      o.log.add({ at, kind: 'wheel', deltaY: m.deltaY });
    } else if (m.t === 'key') {
      await cdp.send('Input.dispatchKeyEvent', keyEvent(m));
      if (m.type === 'keyDown') o.log.add({ at, kind: 'key', key: loggedKeyName(m.key) });
    } else {
      await cdp.send('Input.insertText', { text: m.text });
      o.log.add({ at, kind: 'text', chars: [...m.text].length });
    }
  }

  /** Closes Chromium (which writes the HAR) and deletes the profile; says whether it is really gone. */
  async close(): Promise<{ profileDestroyed: boolean }> {
    await this.cdp.send('Page.stopScreencast').catch(() => undefined);
    await this.ctx.close().catch(() => undefined);
    fs.rmSync(this.profileDir, { recursive: true, force: true });
    return { profileDestroyed: !fs.existsSync(this.profileDir) };
  }
}

interface KeyEventParams {
  type: 'keyDown' | 'keyUp' | 'rawKeyDown';
  key: string;
  code: string;
  windowsVirtualKeyCode: number;
  modifiers: number;
  text?: string;
  unmodifiedText?: string;
}

/** A printable key types its character; Enter types '\r' (what submits a form); other keys are raw. */
function keyEvent(m: Extract<TSessionInput, { t: 'key' }>): KeyEventParams {
  const base = { key: m.key, code: m.code, windowsVirtualKeyCode: m.keyCode, modifiers: m.modifiers };
  if (m.type === 'keyUp') return { type: 'keyUp', ...base };
  const shortcut = (m.modifiers & (2 | 4)) !== 0; // ctrl or meta
  const text = m.key === 'Enter' ? '\r' : [...m.key].length === 1 && !shortcut ? m.key : '';
  return text ? { type: 'keyDown', text, unmodifiedText: text, ...base } : { type: 'rawKeyDown', ...base };
}
