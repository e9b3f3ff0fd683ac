import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { addressStrip, OVERLAY_FONT, STRIP_BOTTOM, STRIP_X } from './address-strip';
import { OVERLAY_BAR } from './session-profile';

export { OVERLAY_FONT } from './address-strip';

/** Debian's ffmpeg (never ffmpeg-static or Playwright's download: decision 550). */
export const FFMPEG = 'ffmpeg';

export interface FrameRecorderOptions {
  dir: string;
  width: number;
  height: number;
  fps: number;
  /** the overlay's clock: the server time (ms) of frame 0; frame n is drawn as startMs + n / fps */
  now?: () => number;
}

export interface RecorderStats {
  framesWritten: number;
  uniqueFrames: number;
  durationMs: number;
  maxBacklogBytes: number;
}

/**
 * Turns the screencast's irregular JPEG frames into a constant-frame-rate H.264 MP4 (decision 551):
 * a timer writes the latest frame once per frame slot of wall time (repeating it when the page did not
 * repaint), so frame n of the video is what the browser showed at startMs + n/fps. ffmpeg draws that
 * time (China time, from the frame's position, not from the frame's content) on every frame, and lays
 * the address strip over it: a second input that carries, for each frame slot, the strip of the address
 * the page had when the slot was written (ffmpeg pairs the two inputs frame by frame). The strip used to
 * be a text file ffmpeg re-read when it came to encode a frame, which is later than the frame's slot by
 * the encoder's backlog, so the address changed seconds before the frames it belonged to (decision 760).
 */
export class FrameRecorder {
  readonly videoPath: string;
  private ffmpeg: ChildProcess | null = null;
  private frames: Writable | null = null;
  private stripsIn: Writable | null = null;
  /** the page's address now, and its strip (one PNG per address, made once) */
  private address = ' ';
  private strip: Promise<Buffer> | null = null;
  /** the strip of the address the page had when the latest frame came: it goes with that frame */
  private latestStrip: Promise<Buffer> | null = null;
  /** slots waiting for their address strip, in order; written to both inputs together */
  private queue: { jpeg: Buffer; strip: Promise<Buffer> }[] = [];
  private draining: Promise<void> | null = null;
  private failed: unknown = null;
  private latest: Buffer | null = null;
  private fresh = false;
  private timer: NodeJS.Timeout | null = null;
  private startMs = 0;
  private stats: RecorderStats = { framesWritten: 0, uniqueFrames: 0, durationMs: 0, maxBacklogBytes: 0 };
  private stderr = '';
  private readonly now: () => number;

  constructor(private readonly opts: FrameRecorderOptions) {
    this.videoPath = path.join(opts.dir, 'recording.mp4');
    this.now = opts.now ?? Date.now;
  }

  /**
   * Replaces the address drawn from the next screencast frame on: never on a frame that came before (the
   * page that frame shows had the old address), however often that frame is repeated or however far the
   * encoder is behind. A caller passes overlayAddress(url); the text is drawn as it is (% and markup literal).
   */
  setOverlayText(text: string): void {
    const clean = text.replace(/[\r\n\\]/g, ' ');
    if (clean === this.address && this.strip) return;
    this.address = clean;
    this.strip = this.makeStrip(clean);
  }

  private makeStrip(text: string): Promise<Buffer> {
    const p = addressStrip(text, this.opts.width - STRIP_X - 10);
    p.catch(() => undefined); // awaited by the slots that use it; a failure is reported there
    return p;
  }

  /** Called for every screencast frame; only the newest one is kept, with the address of its moment. */
  pushFrame(jpeg: Buffer): void {
    if (!this.strip) this.setOverlayText(' ');
    this.latest = jpeg;
    this.latestStrip = this.strip;
    this.fresh = true;
    if (!this.ffmpeg) this.start();
  }

  private start(): void {
    this.startMs = this.now();
    const { width: w, height: h, fps } = this.opts;
    const epoch = (this.startMs / 1000).toFixed(3);
    const font = OVERLAY_FONT.replace(/:/g, '\\:');
    // the graph goes through a script file: no shell, and only the filter language's own escaping.
    // [1:v] is the strips, one per frame slot like [0:v]: overlay pairs them by frame (both pts n/fps)
    const graph = [
      `[0:v]scale=${w}:${h - OVERLAY_BAR}:force_original_aspect_ratio=decrease,pad=${w}:${h}:0:0:color=0x1f1f1f`,
      `drawtext=fontfile='${font}':fontsize=18:fontcolor=white:x=10:y=h-27:text='北京时间 %{pts\\:localtime\\:${epoch}\\:%Y-%m-%d %H\\\\\\:%M\\\\\\:%S}'[page]`,
    ].join(',') + `;[page][1:v]overlay=x=${STRIP_X}:y=main_h-${STRIP_BOTTOM}:shortest=1:eof_action=endall,format=yuv420p[v]`;
    const graphFile = path.join(this.opts.dir, 'overlay.filter');
    fs.writeFileSync(graphFile, graph);
    const ff = spawn(
      FFMPEG,
      ['-hide_banner', '-loglevel', 'error',
        '-f', 'image2pipe', '-c:v', 'mjpeg', '-framerate', String(fps), '-i', 'pipe:0',
        '-f', 'image2pipe', '-c:v', 'png', '-framerate', String(fps), '-i', 'pipe:3',
        '-filter_complex_script', graphFile, '-map', '[v]', '-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'stillimage', '-crf', '26',
        '-pix_fmt', 'yuv420p', '-r', String(fps), '-g', String(fps * 2), '-movflags', '+faststart', '-y', this.videoPath],
      { env: { ...process.env, TZ: 'Asia/Shanghai' }, stdio: ['pipe', 'ignore', 'pipe', 'pipe'] },
    );
    this.ffmpeg = ff;
    this.frames = ff.stdin!;
    this.stripsIn = ff.stdio[3] as Writable;
    ff.stderr!.on('data', (d: Buffer) => {
      this.stderr = (this.stderr + d.toString()).slice(-2000);
    });
    // a dead ffmpeg is reported by finish()
    this.frames.on('error', () => undefined);
    this.stripsIn.on('error', () => undefined);
    this.timer = setInterval(() => this.tick(), Math.max(10, Math.floor(1000 / fps / 2)));
  }

  /**
   * Takes every frame slot that has passed since the last tick (the clock decides, not the screencast), each
   * with the address strip of this moment; they are written in order as their strips are ready.
   */
  private tick(): void {
    if (!this.ffmpeg || !this.latest || !this.latestStrip) return;
    const due = Math.floor(((this.now() - this.startMs) * this.opts.fps) / 1000) + 1;
    while (this.stats.framesWritten < due) {
      this.queue.push({ jpeg: this.latest, strip: this.latestStrip });
      this.stats.framesWritten += 1;
      if (this.fresh) this.stats.uniqueFrames += 1;
      this.fresh = false;
    }
    this.kick();
    this.stats.maxBacklogBytes = Math.max(this.stats.maxBacklogBytes, (this.frames?.writableLength ?? 0) + (this.stripsIn?.writableLength ?? 0));
  }

  /** Starts writing the queue unless a writer is at it. */
  private kick(): Promise<void> {
    return (this.draining ??= this.drain().finally(() => (this.draining = null)));
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const slot = this.queue[0]!;
      let strip: Buffer;
      try {
        strip = await slot.strip;
      } catch (err) {
        this.failed ??= err;
        this.queue = [];
        return;
      }
      this.queue.shift();
      if (!this.frames || !this.stripsIn) {
        this.queue = []; // killed
        return;
      }
      this.frames.write(slot.jpeg);
      this.stripsIn.write(strip);
    }
  }

  /** Stops the clock, lets ffmpeg finish the file and says how it went; throws when ffmpeg failed. */
  async finish(): Promise<RecorderStats> {
    const ff = this.ffmpeg;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (!ff) throw new Error('no frame was ever received');
    this.tick();
    // a slot queued while the last writer was finishing has no writer yet: kick until the queue is empty
    while (this.draining || this.queue.length > 0) await (this.draining ?? this.kick());
    this.stats.durationMs = Math.round((this.stats.framesWritten * 1000) / this.opts.fps);
    const exited = ff.exitCode !== null ? Promise.resolve([ff.exitCode]) : once(ff, 'exit');
    this.frames?.end();
    this.stripsIn?.end();
    const [code] = (await exited) as [number | null];
    this.ffmpeg = null;
    this.frames = null;
    this.stripsIn = null;
    if (this.failed) throw new Error(`the address strip could not be drawn: ${String(this.failed)}`);
    if (code !== 0) throw new Error(`ffmpeg exited ${code}: ${this.stderr.trim()}`);
    return { ...this.stats };
  }

  /** Kills ffmpeg without a file (a failed or cancelled session). */
  kill(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.queue = [];
    this.ffmpeg?.kill('SIGKILL');
    this.ffmpeg = null;
    this.frames = null;
    this.stripsIn = null;
  }
}
