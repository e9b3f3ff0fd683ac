import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { AppContext } from '../../../context';
import { digestOf, loadWaczSigner, writeWacz, type FileDigest, type Har } from '../package';
import type { SessionOutcome } from './live-session';
import { viewportOf, type SessionProfile } from './session-profile';

/** One file of a session as files_json keeps it (the foundation's CaptureFile shape). */
export interface SessionFile {
  role: 'package' | 'video';
  name: string;
  blobKey: string;
  size: number;
  sha256: string;
  sm3: string;
  mime: string;
}

export const SOFTWARE = 'evidence-platform process recording 1 (playwright-core, Debian Chromium, Debian ffmpeg)';

/**
 * The session's evidence package (decision 555): a WACZ (helper A's writer) whose WARC holds the HAR of the
 * whole session and, as resource records, the recording, the action log, the environment report and the
 * session facts; datapackage-digest.json signed by the platform's WACZ key. The recording is also stored
 * on its own (same bytes, same hashes as the resource) so the preview can stream it with ranges.
 */
export async function packageSession(
  ctx: Pick<AppContext, 'blobs' | 'config'>,
  c: { captureNo: string; title: string; kind: 'vm' | 'ott'; reservedMinutes: number },
  profile: SessionProfile,
  out: SessionOutcome,
): Promise<{ files: SessionFile[]; resources: FileDigest[]; facts: Record<string, unknown> }> {
  const video = fs.readFileSync(out.videoPath);
  const har = JSON.parse(fs.readFileSync(out.harPath, 'utf8')) as Har;
  const facts = {
    v: 1,
    kind: c.kind,
    reservedMinutes: c.reservedMinutes,
    startedAt: new Date(out.startedAt).toISOString(),
    endedAt: new Date(out.endedAt).toISOString(),
    endReason: out.reason,
    browser: out.browserVersion,
    // what the pages were sent (the OTT profile overrides the browser's own, which the environment report names)
    userAgent: profile.userAgent ?? out.environment.browser.userAgent,
    viewport: viewportOf(profile),
    video: { width: profile.width, height: profile.height, fps: profile.fps, frames: out.recorder.framesWritten, newFrames: out.recorder.uniqueFrames, durationMs: out.recorder.durationMs, overlay: '北京时间（服务器时钟）与当前网址绘制于画面下方' },
    profileDestroyed: out.profileDestroyed,
    pins: out.pins,
    blocked: out.blocked,
    software: SOFTWARE,
  };
  const json = (v: unknown) => Buffer.from(JSON.stringify(v, null, 2), 'utf8');
  const firstUrl = out.log.entries.find((e) => e.kind === 'navigated');
  const wacz = await writeWacz({
    title: c.title,
    mainPageUrl: firstUrl && 'url' in firstUrl ? firstUrl.url : 'about:blank',
    mainPageDate: new Date(out.startedAt).toISOString(),
    har,
    resources: [
      { name: 'recording.mp4', mime: 'video/mp4', bytes: video },
      { name: 'action-log.json', mime: 'application/json', bytes: json({ v: 1, captureNo: c.captureNo, entries: out.log.entries }) },
      { name: 'environment.json', mime: 'application/json', bytes: json(out.environment) },
      { name: 'session.json', mime: 'application/json', bytes: json({ captureNo: c.captureNo, ...facts }) },
    ],
    software: SOFTWARE,
    signer: loadWaczSigner(ctx.config.dataDir),
    // behind the egress guard the HAR names the guard (127.0.0.1): each answer carries its host's pinned address
    serverIps: Object.fromEntries(out.pins.map((p) => [p.host, p.ip])),
  });
  const base = `captures/${c.captureNo.toLowerCase()}`;
  const videoDigest = digestOf('recording.mp4', video);
  const files: SessionFile[] = [
    { role: 'package', name: `${c.captureNo}.wacz`, blobKey: `${base}/package.wacz`, size: wacz.bytes.length, sha256: wacz.digest.sha256, sm3: wacz.digest.sm3, mime: 'application/wacz' },
    { role: 'video', name: `${c.captureNo}.mp4`, blobKey: `${base}/recording.mp4`, size: video.length, sha256: videoDigest.sha256, sm3: videoDigest.sm3, mime: 'video/mp4' },
  ];
  await ctx.blobs.put(files[0]!.blobKey, Readable.from([wacz.bytes]), { contentType: 'application/wacz' });
  await ctx.blobs.put(files[1]!.blobKey, Readable.from([video]), { contentType: 'video/mp4' });
  return { files, resources: wacz.resources, facts: { ...facts, signedData: wacz.signedData } };
}
