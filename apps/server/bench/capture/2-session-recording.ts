/**
 * `npm run bench:capture` part 2 (issue 17; capture-bench.ts runs every file of this folder): a recording session of BENCH_SESSION_SECONDS (default 120) on a page
 * that repaints all the time, with mouse and wheel input, recorded at 1280×720. Prints the frames per
 * second of the video, how many of them were new screencast frames, the encoder's backlog and the
 * server's RSS growth; fails when the video is under 10 frames/s or RSS grew by 400 MB or more.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { LiveSession } from '../../src/services/capture/session/live-session';
import { SESSION_PROFILES } from '../../src/services/capture/session/session-profile';

const seconds = Number(process.env.BENCH_SESSION_SECONDS ?? 120);
const PAGE = `<!doctype html><meta charset="utf-8"><title>bench</title><body style="margin:0;font:24px sans-serif">
<div id="c" style="position:absolute;top:20px;left:20px"></div><div id="b" style="position:absolute;width:120px;height:120px;background:#c33"></div>
<div style="height:4000px;background:linear-gradient(#fff,#9cf)"></div>
<script>let n=0;function f(t){n++;document.getElementById('c').textContent='帧 '+n+' '+new Date().toISOString();const b=document.getElementById('b');b.style.left=(200+300*Math.sin(t/700))+'px';b.style.top=(200+150*Math.cos(t/500))+'px';requestAnimationFrame(f)}requestAnimationFrame(f)</script>`;

export default async function benchSessionRecording(): Promise<void> {
  const server = http.createServer((_q, r) => r.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE));
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const port = (server.address() as { port: number }).port;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-session-'));
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const rssTimer = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 500);
  const session = new LiveSession({
    captureId: 0,
    ownerUserId: 0,
    kind: 'vm',
    profile: SESSION_PROFILES.vm,
    dir,
    egress: { allowHosts: [{ ip: '127.0.0.1', port }] },
    deadlineMs: Date.now() + seconds * 1000,
    startUrl: `http://127.0.0.1:${port}/`,
    title: 'bench',
    tsa: null,
    reportMs: 500,
  });
  let i = 0;
  const input = setInterval(() => {
    i += 1;
    session.handle({ t: 'mouse', type: 'mouseMoved', x: (i * 37) % 1280, y: (i * 23) % 720, button: 'none', clickCount: 0, modifiers: 0 });
    if (i % 10 === 0) session.handle({ t: 'wheel', x: 600, y: 300, deltaX: 0, deltaY: i % 20 === 0 ? 200 : -200 });
  }, 50);
  const t0 = Date.now();
  const out = await session.run(new AbortController().signal);
  const wall = (Date.now() - t0) / 1000;
  clearInterval(input);
  clearInterval(rssTimer);
  server.close();
  const probe = execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-count_frames', '-show_entries', 'stream=width,height,nb_read_frames,duration', '-of', 'json', out.videoPath]).toString();
  const s = (JSON.parse(probe) as { streams: { width: number; height: number; nb_read_frames: string; duration: string }[] }).streams[0]!;
  const fps = Number(s.nb_read_frames) / Number(s.duration);
  const growthMb = (rssPeak - rssBefore) / 1024 / 1024;
  console.log(`session ${seconds}s (wall ${wall.toFixed(1)}s): video ${s.width}×${s.height}, ${s.nb_read_frames} frames over ${Number(s.duration).toFixed(1)}s = ${fps.toFixed(2)} frames/s`);
  console.log(`new screencast frames in the video: ${out.recorder.uniqueFrames} (${(out.recorder.uniqueFrames / Number(s.duration)).toFixed(2)}/s); encoder backlog peak ${(out.recorder.maxBacklogBytes / 1024).toFixed(0)} KiB; file ${(fs.statSync(out.videoPath).size / 1024 / 1024).toFixed(1)} MB`);
  console.log(`server RSS growth ${growthMb.toFixed(0)} MB (peak ${(rssPeak / 1024 / 1024).toFixed(0)} MB); profile destroyed: ${out.profileDestroyed}`);
  if (process.env.BENCH_KEEP) console.log(`kept ${out.videoPath}`);
  else fs.rmSync(dir, { recursive: true, force: true });
  if (fps < 10 || growthMb >= 400) {
    console.error('FAILED: need ≥ 10 frames/s and RSS growth < 400 MB');
    process.exitCode = 1;
  }
}
