import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveSession, type SessionViewer } from '../../src/services/capture/session/live-session';
import { SESSION_PROFILES } from '../../src/services/capture/session/session-profile';

/**
 * The session engine against a local page, no database: the page's input events reach Chromium (click,
 * typed keys, committed Chinese text, Enter submitting a form), the address bar navigates and the guard
 * refuses, the recording is an MP4 at the profile's size, the action log names navigations and server
 * addresses but no typed text, the HAR holds the traffic, and the profile directory is gone afterwards.
 */
const seen: string[] = [];
const agents: string[] = [];
let server: http.Server;
let base = '';
let port = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req.url ?? '');
    agents.push(req.headers['user-agent'] ?? '');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    if (req.url?.startsWith('/two')) return res.end('<!doctype html><title>第二页</title><h1>第二页</h1>');
    res.end('<!doctype html><title>第一页</title><form action="/two"><input id="q" name="q" style="position:absolute;left:100px;top:100px;width:300px;height:40px"></form>');
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  port = (server.address() as { port: number }).port;
  base = `http://site.test:${port}`;
});
afterAll(() => server.close());

const until = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await delay(50);
  }
};

describe('remote browser session engine', () => {
  it('replays input, records video, HAR and log, refuses guarded addresses and deletes its profile', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-test-'));
    const statuses: { url: string; notice?: string }[] = [];
    let frames = 0;
    const viewer: SessionViewer = { canTakeFrame: () => true, sendFrame: () => void (frames += 1), sendStatus: (s) => void statuses.push(s), close: () => undefined };
    const session = new LiveSession({
      captureId: 1, ownerUserId: 1, kind: 'vm', profile: SESSION_PROFILES.vm, dir, title: '测试', tsa: null, reportMs: 300,
      // site.test is a made-up public address that the guard dials to the local server; loopback stays refused
      egress: { lookup: async (h) => (h === 'site.test' ? ['93.184.216.34'] : ['127.0.0.1']), dial: (_ip, _port) => net.connect({ host: '127.0.0.1', port }) },
      deadlineMs: Date.now() + 60_000, startUrl: `${base}/one`,
    });
    session.attach(viewer);
    const run = session.run(new AbortController().signal);
    await until(() => statuses.some((s) => s.url.endsWith('/one')));
    session.handle({ t: 'mouse', type: 'mousePressed', x: 150, y: 120, button: 'left', clickCount: 1, modifiers: 0 });
    session.handle({ t: 'mouse', type: 'mouseReleased', x: 150, y: 120, button: 'left', clickCount: 1, modifiers: 0 });
    await delay(200);
    for (const k of ['a', 'b']) {
      session.handle({ t: 'key', type: 'keyDown', key: k, code: `Key${k.toUpperCase()}`, keyCode: k.charCodeAt(0) - 32, modifiers: 0 });
      session.handle({ t: 'key', type: 'keyUp', key: k, code: `Key${k.toUpperCase()}`, keyCode: k.charCodeAt(0) - 32, modifiers: 0 });
    }
    session.handle({ t: 'text', text: '苹果' });
    await delay(200);
    session.handle({ t: 'key', type: 'keyDown', key: 'Enter', code: 'Enter', keyCode: 13, modifiers: 0 });
    session.handle({ t: 'key', type: 'keyUp', key: 'Enter', code: 'Enter', keyCode: 13, modifiers: 0 });
    await until(() => seen.some((u) => u.startsWith('/two')));
    expect(decodeURIComponent(seen.find((u) => u.startsWith('/two'))!)).toBe('/two?q=ab苹果');
    session.handle({ t: 'navigate', url: `http://127.0.0.1:${port}/forbidden` });
    await until(() => statuses.some((s) => s.notice?.startsWith('不能取证内网或保留地址') ?? false));
    session.handle({ t: 'navigate', url: 'file:///etc/passwd' });
    await until(() => statuses.some((s) => s.notice === '仅支持 http 或 https 网址'));
    expect(seen.some((u) => u.includes('forbidden'))).toBe(false);
    await delay(500);
    session.handle({ t: 'end' });
    const out = await run;

    expect(out.reason).toBe('user');
    expect(frames).toBeGreaterThan(0);
    expect(out.profileDestroyed).toBe(true);
    expect(fs.existsSync(path.join(dir, 'profile'))).toBe(false);
    const probe = JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=width,height,codec_name', '-of', 'json', out.videoPath]).toString()) as { streams: { width: number; height: number; codec_name: string }[] };
    expect(probe.streams[0]).toMatchObject({ width: 1280, height: 720, codec_name: 'h264' });
    const navigated = out.log.entries.filter((e) => e.kind === 'navigated');
    expect(navigated.map((e) => e.url)).toEqual([`${base}/one`, `${base}/two?q=ab%E8%8B%B9%E6%9E%9C`]);
    expect(navigated[0]).toMatchObject({ serverIp: '93.184.216.34', status: 200 });
    expect(out.pins).toEqual([expect.objectContaining({ host: 'site.test', ip: '93.184.216.34' })]);
    expect(out.log.entries.filter((e) => e.kind === 'text')).toEqual([expect.objectContaining({ chars: 2 })]);
    expect(JSON.stringify(out.log.entries)).not.toContain('苹果');
    expect(out.log.entries.some((e) => e.kind === 'navigate-refused')).toBe(true);
    const har = fs.readFileSync(out.harPath, 'utf8');
    expect(har).toContain('/two?q=');
    expect(out.environment.items.length).toBeGreaterThan(3);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('ends itself when no live page watches it (a closed tab does not use up the reservation)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-idle-'));
    const session = new LiveSession({
      captureId: 2, ownerUserId: 1, kind: 'ott', profile: SESSION_PROFILES.ott, dir, title: '无人查看', tsa: null, reportMs: 100, idleMs: 2500,
      egress: { allowHosts: [{ ip: '127.0.0.1', port }] }, deadlineMs: Date.now() + 60_000, startUrl: `http://127.0.0.1:${port}/one?ott`,
    });
    const t0 = Date.now();
    const out = await session.run(new AbortController().signal);
    expect(out.reason).toBe('idle');
    expect(Date.now() - t0).toBeLessThan(20_000);
    const probe = JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=width,height', '-of', 'json', out.videoPath]).toString()) as { streams: { width: number; height: number }[] };
    expect(probe.streams[0]).toMatchObject({ width: 1920, height: 1080 });
    // the pages got the TV box's user agent (the browser's own, in the environment report, stays Chromium's)
    expect(agents[seen.indexOf('/one?ott')]).toContain('SmartTV');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
