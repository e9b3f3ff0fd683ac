import { execFile } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { main as verifyMain } from '../../../src/verify/main';

/** `npm run verify` in its own process, as a person runs it (node + tsx, exactly what the script does). */
const main = fileURLToPath(new URL('../../../src/verify/main.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));

export interface VerifyRun {
  code: number;
  stdout: string;
  stderr: string;
  /** the id of the first step marked ✘, if any */
  firstFailed: string | undefined;
}

// A few at a time: each run starts Node and tsx, and a CI machine has two cores.
const slots = Math.max(2, Math.min(4, os.availableParallelism()));
let running = 0;
const waiting: Array<() => void> = [];

async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

const firstFailedStep = (stdout: string) => /^✘ \[([^\]]+)\]/m.exec(stdout)?.[1];

export function runVerify(...args: string[]): Promise<VerifyRun> {
  return slot(() => new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', main, ...args], { cwd: repoRoot, timeout: 30_000 }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : -1) : 0;
      resolve({ code, stdout, stderr, firstFailed: firstFailedStep(stdout) });
    });
  }));
}

/** The same command run inside the test process (main() with its output captured): no start-up cost. */
export async function verifyInProcess(...args: string[]): Promise<VerifyRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await verifyMain(args, { log: (t) => out.push(t), error: (t) => err.push(t) });
  const stdout = out.map((t) => `${t}\n`).join('');
  return { code, stdout, stderr: err.map((t) => `${t}\n`).join(''), firstFailed: firstFailedStep(stdout) };
}
