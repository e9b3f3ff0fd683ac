import { setTimeout as delay } from 'node:timers/promises';
import type { TSessionInput, TSessionStatus } from '@evidence/shared/contracts';
import type { EnvironmentReport, TsaClockSource } from '../environment';
import { environmentPageHtml } from './environment-page';
import { ActionLog } from './action-log';
import { FrameRecorder, type RecorderStats } from './frame-recorder';
import { overlayAddress } from './overlay-address';
import { RemoteBrowser } from './remote-browser';
import { viewportOf, type SessionKind, type SessionProfile } from './session-profile';
import { checkCaptureUrl, startEgressGuard, type BlockedRequest, type EgressGuard, type EgressGuardOptions, type PinnedHost } from '../egress';
import { addressBarUrl } from './url-guard';

/** Someone watching the session: the live page's WebSocket (or a test's stand-in). */
export interface SessionViewer {
  /** false when the viewer is slow: the frame is skipped for it (the recording never is) */
  canTakeFrame(): boolean;
  sendFrame(jpeg: Buffer): void;
  sendStatus(status: TSessionStatus): void;
  close(code: number, reason: string): void;
}

export type EndReason = 'user' | 'time-cap' | 'idle' | 'cancelled' | 'error';

export interface LiveSessionOptions {
  captureId: number;
  ownerUserId: number;
  kind: SessionKind;
  profile: SessionProfile;
  dir: string;
  /** the egress guard's settings (allowHosts from CAPTURE_TEST_ALLOW_HOSTS; tests give lookup and dial) */
  egress: EgressGuardOptions;
  /** the server time (ms) at which the session ends itself: the reserved minutes */
  deadlineMs: number;
  /** the first page (optional: the live page starts on a blank tab otherwise) */
  startUrl?: string | null;
  /** the title shown on the environment report page */
  title: string;
  /** the TSA the clock is checked against (null: none configured, the report says so) */
  tsa: TsaClockSource | null;
  /** how long the environment report stays on screen (and so in the video) before the user takes over */
  reportMs?: number;
  /** the session ends itself when no live page has watched it this long (a closed tab must not use up the reservation) */
  idleMs?: number;
  now?: () => number;
}

/** The environment check found an anomaly of our own environment: the session must not go on. */
export class EnvironmentNotClean extends Error {
  constructor(readonly report: EnvironmentReport) {
    super('取证环境清洁性检查未通过');
  }
}

export interface SessionOutcome {
  reason: EndReason;
  /** connections the egress guard refused, and the address each host was pinned to */
  blocked: BlockedRequest[];
  pins: PinnedHost[];
  environment: EnvironmentReport;
  videoPath: string;
  harPath: string;
  log: ActionLog;
  recorder: RecorderStats;
  browserVersion: string;
  profileDestroyed: boolean;
  startedAt: number;
  endedAt: number;
}

/**
 * A running recording session: the remote browser, the recorder and the viewers. It ends when the user
 * ends it, at the reserved time (the hard cap), or when the job is cancelled; `run()` resolves then with
 * the recorded files, after Chromium and ffmpeg are closed and the profile is deleted.
 */
export class LiveSession {
  readonly log = new ActionLog();
  private readonly viewers = new Set<SessionViewer>();
  private readonly recorder: FrameRecorder;
  private browser: RemoteBrowser | null = null;
  private egress: EgressGuard | null = null;
  /** the user's input is taken only after the environment report was shown */
  private ready = false;
  private url = 'about:blank';
  private title = '';
  private endWith: ((r: EndReason) => void) | null = null;
  private endReason: EndReason | null = null;
  private lastFrame: Buffer | null = null;
  /** the last moment a live page was attached */
  private watchedAt = 0;
  private readonly now: () => number;

  constructor(readonly o: LiveSessionOptions) {
    this.now = o.now ?? Date.now;
    this.recorder = new FrameRecorder({ dir: o.dir, width: o.profile.width, height: o.profile.height, fps: o.profile.fps, now: this.now });
  }

  get ended(): boolean {
    return this.endReason !== null;
  }

  async run(signal: AbortSignal): Promise<SessionOutcome> {
    const startedAt = this.now();
    this.watchedAt = startedAt;
    const ended = new Promise<EndReason>((resolve) => (this.endWith = resolve));
    const onAbort = () => this.end('cancelled');
    signal.addEventListener('abort', onAbort, { once: true });
    const cap = setTimeout(() => this.end('time-cap'), Math.max(0, this.o.deadlineMs - startedAt));
    const ticker = setInterval(() => {
      if (this.viewers.size > 0) this.watchedAt = this.now();
      else if (this.ready && this.o.idleMs !== undefined && this.now() - this.watchedAt > this.o.idleMs) this.end('idle');
      this.broadcastStatus();
    }, 250);
    try {
      this.egress = await startEgressGuard(this.o.egress);
      this.browser = await RemoteBrowser.open({
        dir: this.o.dir,
        profile: this.o.profile,
        egress: this.egress,
        log: this.log,
        now: this.now,
        onFrame: (jpeg) => this.onFrame(jpeg),
        onLocation: (url, title) => {
          this.url = url;
          this.title = title;
          this.broadcastStatus();
        },
        onAddress: (url) => this.recorder.setOverlayText(overlayAddress(url)),
        onNotice: (notice) => this.broadcastStatus(notice),
      });
      const environment = await this.browser.checkEnvironment(this.o.tsa, this.now);
      await this.browser.show(environmentPageHtml(environment, this.o.title));
      if (!environment.clean) {
        await delay(this.o.reportMs ?? 3000);
        throw new EnvironmentNotClean(environment);
      }
      this.log.add({ at: this.now(), kind: 'start', profile: this.o.kind, browser: this.browser.version });
      await delay(this.o.reportMs ?? 3000, undefined, { signal }).catch(() => undefined);
      this.ready = true;
      // the idle clock starts when the user could take over, not while the browser starts
      this.watchedAt = this.now();
      if (this.o.startUrl) this.handle({ t: 'navigate', url: this.o.startUrl });
      const reason = signal.aborted ? 'cancelled' : await ended;
      this.log.add({ at: this.now(), kind: 'end', reason });
      const { profileDestroyed } = await this.browser.close();
      await this.egress.close();
      const recorder = await this.recorder.finish();
      return { reason, blocked: [...this.egress.blocked], pins: [...this.egress.pins.values()], environment, videoPath: this.recorder.videoPath, harPath: this.browser.harPath, log: this.log, recorder, browserVersion: this.browser.version, profileDestroyed, startedAt, endedAt: this.now() };
    } catch (err) {
      this.recorder.kill();
      await this.browser?.close().catch(() => undefined);
      await this.egress?.close().catch(() => undefined);
      throw err;
    } finally {
      clearTimeout(cap);
      clearInterval(ticker);
      signal.removeEventListener('abort', onAbort);
      this.endReason ??= 'error';
      this.broadcastStatus();
      for (const v of this.viewers) v.close(1000, 'ended');
      this.viewers.clear();
    }
  }

  end(reason: EndReason): void {
    if (this.endReason) return;
    this.endReason = reason;
    this.endWith?.(reason);
  }

  attach(v: SessionViewer): void {
    if (this.ended) return v.close(1000, 'ended');
    this.viewers.add(v);
    if (this.lastFrame) v.sendFrame(this.lastFrame);
    this.broadcastStatus();
  }

  detach(v: SessionViewer): void {
    this.viewers.delete(v);
    this.watchedAt = this.now();
  }

  /** One message of the live page. Input before the browser is up, or after the end, is dropped. */
  handle(m: TSessionInput): void {
    const b = this.browser;
    if (!b || this.ended) return;
    if (m.t === 'end') return this.end('user');
    if (!this.ready) return;
    const at = this.now();
    if (m.t === 'history') {
      this.log.add({ at, kind: 'navigate-request', url: this.url, by: m.action });
      return b.history(m.action);
    }
    if (m.t === 'navigate') {
      const url = addressBarUrl(m.url);
      if (!url) {
        this.log.add({ at, kind: 'navigate-refused', url: m.url.slice(0, 2048), reason: '仅支持 http 或 https 网址' });
        return this.broadcastStatus('仅支持 http 或 https 网址');
      }
      this.log.add({ at, kind: 'navigate-request', url, by: 'address-bar' });
      void checkCaptureUrl(url, this.o.egress.allowHosts ?? [], this.o.egress.lookup).then((v) => {
        if (!v.ok) {
          this.log.add({ at: this.now(), kind: 'navigate-refused', url, reason: v.reason });
          return this.broadcastStatus(v.reason);
        }
        b.navigate(url);
      });
      return;
    }
    void b.input(m, at).catch(() => undefined);
  }

  private onFrame(jpeg: Buffer): void {
    this.lastFrame = jpeg;
    this.recorder.pushFrame(jpeg);
    for (const v of this.viewers) if (v.canTakeFrame()) v.sendFrame(jpeg);
  }

  private broadcastStatus(notice?: string): void {
    const s: TSessionStatus = {
      t: 'status',
      url: this.url,
      title: this.title,
      remainingMs: Math.max(0, this.o.deadlineMs - this.now()),
      ...viewportOf(this.o.profile),
      ...(notice ? { notice } : {}),
      ...(this.ended ? { ended: true } : {}),
    };
    for (const v of this.viewers) v.sendStatus(s);
  }
}
