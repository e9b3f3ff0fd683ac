import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { makeCaptureTempDir, sweepCaptureTempDirs } from '../../../src/services/capture/temp-dirs';

/**
 * Issue 23 item 6: the temp directories of captures whose process was killed were never removed. A real
 * process makes one and is killed with SIGKILL; the sweep every start runs removes it, and leaves the
 * directories of processes still running (another live server's capture) and of this one.
 */
const CHILD = fileURLToPath(new URL('../../helpers/capture-temp-child.ts', import.meta.url));
const children: ChildProcess[] = [];
let root = '';

function startChild(): Promise<{ child: ChildProcess; dir: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, root], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (b: Buffer) => {
      out += b.toString();
      if (out.includes('\n')) resolve({ child, dir: out.trim() });
    });
    child.on('exit', (code) => reject(new Error(`child exited ${code}`)));
  });
}

const killed = (child: ChildProcess) => new Promise<void>((resolve) => {
  child.on('exit', () => resolve());
  child.kill('SIGKILL');
});

afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

describe('capture temp directories after a kill', () => {
  it('a killed process\'s directory is removed by the sweep; a live process\'s, this one\'s and others are kept', async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'temp-dirs-test-'));
    const dead = await startChild();
    const live = await startChild();
    fs.writeFileSync(path.join(dead.dir, 'capture.har'), '{}');
    await killed(dead.child);
    const own = makeCaptureTempDir('session-7', root);
    // an earlier process that had this very pid (a restarted container): another token
    const samePid = path.join(root, `evidence-capture-${process.pid}-00000000-web-abc`);
    fs.mkdirSync(samePid);
    const unrelated = path.join(root, 'capture-web-other');
    fs.mkdirSync(unrelated);

    expect(sweepCaptureTempDirs(root)).toBe(2);
    expect(fs.existsSync(dead.dir)).toBe(false);
    expect(fs.existsSync(samePid)).toBe(false);
    expect(fs.existsSync(live.dir)).toBe(true);
    expect(fs.existsSync(own)).toBe(true);
    expect(fs.existsSync(unrelated)).toBe(true);
    // nothing more to do at the next start
    expect(sweepCaptureTempDirs(root)).toBe(0);
  }, 30_000);
});
