import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { OVERLAY_BAR } from './session-profile';

/** Debian's ffmpeg (never ffmpeg-static or Playwright's download: decision 550). */
export const FFMPEG = 'ffmpeg';
/** The CJK font the overlay is drawn with (Debian fonts-noto-cjk, already used by the PDFs). */
export const OVERLAY_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

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
 * time (China time, from the frame's position, not from the frame's content) and the current address
 * (a text file it re-reads every frame) on every frame before encoding: what is recorded carries both.
 */
export class FrameRecorder {
  readonly videoPath: string;
  private readonly overlayPath: string;
  private ffmpeg: ChildProcessWithoutNullStreams | null = null;
  private latest: Buffer | null = null;
  private fresh = false;
  private timer: NodeJS.Timeout | null = null;
  private startMs = 0;
  private stats: RecorderStats = { framesWritten: 0, uniqueFrames: 0, durationMs: 0, maxBacklogBytes: 0 };
  private stderr = '';
  private readonly now: () => number;

  constructor(private readonly opts: FrameRecorderOptions) {
    this.videoPath = path.join(opts.dir, 'recording.mp4');
    this.overlayPath = path.join(opts.dir, 'overlay.txt');
    this.now = opts.now ?? Date.now;
  }

  /**
   * Replaces the address line drawn on the frames (atomically: ffmpeg may read it at any frame). The text is
   * drawn with expansion=none, so % is literal; a caller passes overlayAddress(url) for an address.
   */
  setOverlayText(text: string): void {
    const clean = text.replace(/[\r\n\\]/g, ' ');
    const tmp = `${this.overlayPath}.tmp`;
    fs.writeFileSync(tmp, clean);
    fs.renameSync(tmp, this.overlayPath);
  }

  /** Called for every screencast frame; only the newest one is kept. */
  pushFrame(jpeg: Buffer): void {
    this.latest = jpeg;
    this.fresh = true;
    if (!this.ffmpeg) this.start();
  }

  private start(): void {
    this.startMs = this.now();
    if (!fs.existsSync(this.overlayPath)) this.setOverlayText(' ');
    const { width: w, height: h, fps } = this.opts;
    const epoch = (this.startMs / 1000).toFixed(3);
    const font = OVERLAY_FONT.replace(/:/g, '\\:');
    // the graph goes through a script file: no shell, and only the filter language's own escaping
    const graph = [
      `scale=${w}:${h - OVERLAY_BAR}:force_original_aspect_ratio=decrease,pad=${w}:${h}:0:0:color=0x1f1f1f`,
      `drawtext=fontfile='${font}':fontsize=18:fontcolor=white:x=10:y=h-27:text='北京时间 %{pts\\:localtime\\:${epoch}\\:%Y-%m-%d %H\\\\\\:%M\\\\\\:%S}'`,
      `drawtext=fontfile='${font}':fontsize=16:fontcolor=white:x=290:y=h-26:expansion=none:reload=1:textfile='${this.overlayPath.replace(/[:']/g, '\\$&')}'`,
    ].join(',');
    const graphFile = path.join(this.opts.dir, 'overlay.filter');
    fs.writeFileSync(graphFile, graph);
    this.ffmpeg = spawn(
      FFMPEG,
      ['-hide_banner', '-loglevel', 'error', '-f', 'image2pipe', '-c:v', 'mjpeg', '-framerate', String(fps), '-i', 'pipe:0',
        '-filter_script:v', graphFile, '-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'stillimage', '-crf', '26',
        '-pix_fmt', 'yuv420p', '-r', String(fps), '-g', String(fps * 2), '-movflags', '+faststart', '-y', this.videoPath],
      { env: { ...process.env, TZ: 'Asia/Shanghai' }, stdio: ['pipe', 'pipe', 'pipe'] },
    );
    this.ffmpeg.stderr.on('data', (d: Buffer) => {
      this.stderr = (this.stderr + d.toString()).slice(-2000);
    });
    this.ffmpeg.stdin.on('error', () => undefined); // a dead ffmpeg is reported by finish()
    this.timer = setInterval(() => this.tick(), Math.max(10, Math.floor(1000 / fps / 2)));
  }

  /** Writes every frame slot that has passed since the last tick (the clock decides, not the screencast). */
  private tick(): void {
    const ff = this.ffmpeg;
    if (!ff || !this.latest) return;
    const due = Math.floor(((this.now() - this.startMs) * this.opts.fps) / 1000) + 1;
    while (this.stats.framesWritten < due) {
      ff.stdin.write(this.latest);
      this.stats.framesWritten += 1;
      if (this.fresh) this.stats.uniqueFrames += 1;
      this.fresh = false;
    }
    this.stats.maxBacklogBytes = Math.max(this.stats.maxBacklogBytes, ff.stdin.writableLength);
  }

  /** Stops the clock, lets ffmpeg finish the file and says how it went; throws when ffmpeg failed. */
  async finish(): Promise<RecorderStats> {
    const ff = this.ffmpeg;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (!ff) throw new Error('no frame was ever received');
    this.tick();
    this.stats.durationMs = Math.round((this.stats.framesWritten * 1000) / this.opts.fps);
    const exited = ff.exitCode !== null ? Promise.resolve([ff.exitCode]) : once(ff, 'exit');
    ff.stdin.end();
    const [code] = (await exited) as [number | null];
    this.ffmpeg = null;
    if (code !== 0) throw new Error(`ffmpeg exited ${code}: ${this.stderr.trim()}`);
    return { ...this.stats };
  }

  /** Kills ffmpeg without a file (a failed or cancelled session). */
  kill(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.ffmpeg?.kill('SIGKILL');
    this.ffmpeg = null;
  }
}
