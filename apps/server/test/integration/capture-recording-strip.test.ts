import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { FrameRecorder } from '../../src/services/capture/session/frame-recorder';
import { SESSION_PROFILES } from '../../src/services/capture/session/session-profile';

/**
 * Issue 23 item 4: the address strip of a session's recording matches the frame it is drawn on. The
 * recorder is handed a backlog (three seconds of frame slots at once, as when the encoder falls behind)
 * and the address changes right after: the frames of those slots must still show the old address, and
 * every frame from the change on the new one. The strip drew the address ffmpeg read from a file when it
 * came to encode a frame, so the whole backlog showed the new address (measured 2.8 s early mid-session).
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'recording-strip-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const { width, height, fps } = SESSION_PROFILES.vm;
const SHORT = 'http://a.test/';
const LONG = `http://b.test/${'新闻'.repeat(6)}/${'x'.repeat(40)}`;
/** Where only the long address has ink: the strip's row, right of where the short one ends. */
const REGION = { x: 560, y: height - 30, w: 400, h: 26 };

/** Bright (text) pixels in REGION of every frame of the video. */
function inkPerFrame(video: string): number[] {
  const raw = execFileSync('ffmpeg', ['-v', 'error', '-i', video, '-vf', `crop=${REGION.w}:${REGION.h}:${REGION.x}:${REGION.y}`, '-f', 'rawvideo', '-pix_fmt', 'gray', '-'], { maxBuffer: 64 * 1024 * 1024 });
  const size = REGION.w * REGION.h;
  const out: number[] = [];
  for (let at = 0; at + size <= raw.length; at += size) {
    let n = 0;
    for (let i = at; i < at + size; i++) if (raw[i]! > 140) n++;
    out.push(n);
  }
  return out;
}

describe('the address strip of a recording', () => {
  it('shows on each frame the address of that frame, also when the encoder has a backlog', async () => {
    let clock = 1_800_000_000_000;
    const recorder = new FrameRecorder({ dir, width, height, fps, now: () => clock });
    // driven by hand: the test decides when each frame slot is written (the recorder's timer also calls it)
    const tick = () => (recorder as unknown as { tick(): void }).tick();
    const page = (g: number) => sharp({ create: { width, height: height - 34, channels: 3, background: { r: 40, g, b: 90 } } }).jpeg().toBuffer();
    const [first, second] = [await page(60), await page(160)];
    recorder.setOverlayText(SHORT);
    recorder.pushFrame(first);
    clock += 3000;
    tick(); // 31 slots (0 … 3.0 s) written at once: the encoder has them all still to do
    const before = Math.floor((3000 * fps) / 1000) + 1;
    // the next page: its address, then its first frame (as a navigation commits, then paints)
    recorder.setOverlayText(LONG);
    recorder.pushFrame(second);
    clock += 3000;
    tick();
    const stats = await recorder.finish();
    expect(stats.framesWritten).toBe(before + 30);
    const ink = inkPerFrame(recorder.videoPath);
    expect(ink).toHaveLength(stats.framesWritten);
    const shows = ink.map((n) => (n > 40 ? 'long' : n === 0 ? 'short' : `unclear(${n})`));
    expect(shows).toEqual([...Array<string>(before).fill('short'), ...Array<string>(stats.framesWritten - before).fill('long')]);
  });
});
