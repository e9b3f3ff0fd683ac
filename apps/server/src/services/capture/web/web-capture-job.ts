import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { CaptureStatus } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';
import type { Capture } from '../../../db/schema';
import { abandonJobEvidence, type JobSourceKeys } from '../../evidence/abandon-evidence';
import { preserveOnce } from '../../evidence/preserve-once';
import type { NewEvidence } from '../../evidence/record-evidence';
import { crashPoint } from '../../jobs/crash-point';
import type { Job, JobContext } from '../../jobs/job-types';
import { platformSigner } from '../../notary/sign/signer-deps';
import { signPdf } from '../../signing';
import { loadWaczSigner, writeWacz } from '../package';
import { CaptureRefused, captureWebPage } from './capture-page';
import { configOrigin } from '../../certificate/request-origin';
import { renderReport } from './report-pdf';
import { isBrowserOwn, pageEndpoints } from './browser-own';
import { digestsOf, webArtifacts } from './web-artifacts';
import { applicantName, failWebCapture, finishWebCapture, type StoredFile } from './web-capture-end';

export const WEB_CAPTURE_JOB = 'capture.web';
export const WEB_CAPTURE_SOFTWARE = 'evidence-platform web capture 1.0 (playwright-core + Debian Chromium)';

/** The evidence_sources key of a capture.web job's package (abandonJobEvidence, decision 801). */
export const webCaptureSourceKeys: JobSourceKeys = (job) => [`${WEB_CAPTURE_JOB}:${(job.payload as { captureId: number }).captureId}`];

/** Where a capture's blobs live; the package's prefix is how a repeated run finds an earlier result. */
export const packagePrefix = (captureNo: string) => `capture/web/${captureNo.toLowerCase()}/package-`;

/**
 * capture.web (enqueued with the capture, payload {captureId}; run by the capture worker, CAPTURE_CONCURRENCY at
 * once, decision 507): captures the page, packages it, and preserves the package as ONE evidence record —
 * written last and only once (preserveOnce, key capture.web:<capture id>: a repeat adopts a killed attempt's
 * row, or removes it when its package is not whole, and captures again). A page that cannot be captured
 * honestly (CaptureRefused) fails the capture at once with its reason and the points back; any other error
 * is retried by the queue, and the last attempt's failure does the same. `capturePage` is the browser step
 * (tests pass one that throws, to play a crash in the middle of a capture).
 */
export async function runWebCapture(ctx: AppContext, job: Job, jctx: JobContext, capturePage: typeof captureWebPage = captureWebPage): Promise<unknown> {
  const { captureId } = job.payload as { captureId: number };
  const capture = await ctx.db.selectFrom('captures').selectAll().where('id', '=', captureId).executeTakeFirst();
  if (!capture || capture.kind !== 'web') return { skipped: 'no such web capture' };
  if (capture.status !== CaptureStatus.queued && capture.status !== CaptureStatus.running) return { skipped: capture.status };
  // a package preserved (with its leaf) before evidence_sources existed; one without its leaf is preserveOnce's
  const done = await ctx.db.selectFrom('evidence').select(['id']).where('owner_user_id', '=', capture.owner_user_id).where('blob_key', 'like', `${packagePrefix(capture.capture_no)}%`).where('leaf_index', 'is not', null).executeTakeFirst();
  if (done) return finishWebCapture(ctx, capture, Number(done.id));
  try {
    return await captureAndPreserve(ctx, capture, jctx, capturePage);
  } catch (err) {
    const final = err instanceof CaptureRefused || job.attempts >= job.maxAttempts;
    // the package preserved (with its leaf) before the error: the capture is not failed and refunded, it is
    // finished by the sweep once the job has ended (decision 801); a package without its leaf goes first
    if (final && (await abandonJobEvidence(ctx, webCaptureSourceKeys(job))).kept.length > 0) throw err;
    if (err instanceof CaptureRefused) return failWebCapture(ctx, capture, err.message);
    if (final) await failWebCapture(ctx, capture, '取证过程出错，已退还积分，请稍后重试');
    throw err;
  }
}

async function captureAndPreserve(ctx: AppContext, capture: Capture, jctx: JobContext, capturePage: typeof captureWebPage): Promise<unknown> {
  // one package per capture: a retry after a kill adopts what the killed attempt preserved (decision 664); the
  // capture is 取证成功 only once the row has its leaf
  const kept = await preserveOnce(ctx, `${WEB_CAPTURE_JOB}:${capture.id}`, () => captureAndStore(ctx, capture, jctx, capturePage));
  await jctx.reportProgress(95, '已存证');
  return finishWebCapture(ctx, capture, Number(kept.evidence.id));
}

/** The browser step, the report and the package, their blobs and the capture's files and facts: what preserveOnce preserves. */
async function captureAndStore(ctx: AppContext, capture: Capture, jctx: JobContext, capturePage: typeof captureWebPage): Promise<{ evidence: NewEvidence }> {
  const now = Date.now();
  await ctx.db.updateTable('captures').set({ status: CaptureStatus.running, started_at: capture.started_at ?? now, updated_at: now }).where('id', '=', capture.id).where('status', 'in', [CaptureStatus.queued, CaptureStatus.running]).execute();
  await jctx.reportProgress(10, '正在检查取证环境并打开网页');
  const tsa = ctx.config.anchor.tsa;
  const result = await capturePage({
    url: capture.url,
    allowHosts: ctx.config.capture.testAllowHosts,
    tsa: tsa ? { url: tsa.url, timeoutMs: tsa.timeoutMs, ...(tsa.certFile ? { certPem: fs.readFileSync(tsa.certFile, 'utf8') } : {}) } : null,
    signal: jctx.signal,
  });
  if (jctx.signal.aborted) throw new Error('web capture aborted');
  await jctx.reportProgress(60, '正在生成取证报告和证据包');
  const applicant = await applicantName(ctx, Number(capture.owner_user_id));
  const meta = { captureNo: capture.capture_no, title: capture.title, url: capture.url, applicant, software: WEB_CAPTURE_SOFTWARE };
  const resources = webArtifacts(result, meta);
  const signer = loadWaczSigner(ctx.config.signing.dataDir);
  const signingKey = { fingerprint: signer.fingerprint, siteBase: configOrigin(ctx.config) };
  const endpoints = pageEndpoints(result.har);
  const report = await renderReport({ captureNo: capture.capture_no, title: capture.title, applicant, url: capture.url, result, files: digestsOf(resources), platformName: ctx.config.siteName, packageKey: signingKey, pageEndpoints: endpoints }, result.screenshot);
  const signedReport = await signPdf(platformSigner(ctx), report, { reason: `网页取证报告 ${capture.capture_no}`, location: ctx.config.siteName, signerName: ctx.config.siteName });
  resources.push({ name: 'report.pdf', mime: 'application/pdf', bytes: signedReport });
  const wacz = await writeWacz({ title: capture.title, mainPageUrl: result.finalUrl, mainPageDate: new Date(result.startedAt).toISOString(), har: result.har, resources, software: WEB_CAPTURE_SOFTWARE, signer, serverIps: Object.fromEntries(result.pins.map((p) => [p.host, p.ip])) });
  if (jctx.signal.aborted) throw new Error('web capture aborted');
  crashPoint(`${WEB_CAPTURE_JOB}.signed`); // captured, reported, signed and packaged; nothing stored yet
  const rand = randomBytes(8).toString('hex');
  const base = `capture/web/${capture.capture_no.toLowerCase()}`;
  const store = async (role: string, key: string, name: string, mime: string, bytes: Uint8Array, d: { sha256: string; sm3: string }): Promise<StoredFile> => {
    await ctx.blobs.put(key, Readable.from([Buffer.from(bytes)]), { contentType: mime });
    return { role, name, blobKey: key, size: bytes.length, sha256: d.sha256, sm3: d.sm3, mime };
  };
  const inner = new Map(wacz.resources.map((r) => [decodeURIComponent(r.path.slice(8)), r]));
  const files = [
    await store('report', `${base}/report-${rand}.pdf`, `${capture.capture_no}_取证报告.pdf`, 'application/pdf', signedReport, inner.get('report.pdf')!),
    await store('screenshot', `${base}/screenshot-${rand}.png`, `${capture.capture_no}_截图.png`, 'image/png', result.screenshot, inner.get('screenshot.png')!),
  ];
  // the package last: its blob is what preserveOnce checks before adopting a killed attempt's row
  const packageKey = `${packagePrefix(capture.capture_no)}${rand}.wacz`;
  const packageName = `${capture.capture_no}_网页取证.wacz`;
  files.unshift(await store('package', packageKey, packageName, 'application/wacz', wacz.bytes, wacz.digest));
  const facts = {
    finalUrl: result.finalUrl,
    pageTitle: result.pageTitle,
    httpStatus: result.status,
    serverIp: result.serverIp,
    dns: result.environment.dns,
    tls: { browser: result.browserTls, probe: result.tlsProbe ? { ...result.tlsProbe, chainPem: undefined } : null },
    environment: { checkedAt: result.environment.checkedAt, items: result.environment.items, passed: result.environment.passed, browser: result.environment.browser.versionText, files: result.environment.files.map((f) => ({ path: f.path, size: f.size, sha256: f.sha256, sm3: f.sm3 })) },
    // the page's refused connections first (by name), then the browser's own, flagged (decision 836)
    blocked: result.blocked.map((b) => ({ ...b, browserOwn: isBrowserOwn(b.target, new Set(endpoints)) })).sort((a, b) => Number(a.browserOwn) - Number(b.browserOwn)).slice(0, 50),
    startedAt: result.startedAt,
    endedAt: result.endedAt,
    innerFiles: [...wacz.resources.map((r) => ({ ...r, path: decodeURIComponent(r.path.slice(8)) }))],
    signature: { created: wacz.signedData.created, keyFingerprint: signer.fingerprint },
  };
  // files and facts before the row (the capture still 取证中), so a repeat that adopts the row finds them too
  await ctx.db.updateTable('captures').set({ files_json: JSON.stringify(files), facts_json: JSON.stringify(facts), started_at: result.startedAt, ended_at: result.endedAt, updated_at: Date.now() }).where('id', '=', capture.id).execute();
  return {
    evidence: { ownerUserId: Number(capture.owner_user_id), creatorUserId: Number(capture.creator_user_id), fileName: packageName, title: capture.title, label: capture.label, fileType: 5, productType: 1, mime: 'application/wacz', size: wacz.digest.size, sha256: wacz.digest.sha256, sm3: wacz.digest.sm3, blobKey: packageKey, autoSavedBy: 'capture' },
  };
}
