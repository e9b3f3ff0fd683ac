import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { checkFullPage } from './fsck-fast';
import { PAGE } from './fsck-pages';
import type { FsckReader } from './fsck-reader';

/**
 * The full pages of fsck, checked in index order (checkFullPage): each is its packed subtrees, or
 * null for the slow path. fsck is CPU-bound (SHA-256, the entry pattern, reading rows), so on SQLite
 * with at least MIN_PAGES pages, worker threads (one per core beyond the first, at most
 * MAX_WORKERS) check pages ahead of the caller on their own read-only connections, and this thread
 * checks the rest: page p is a worker's when p mod (workers + 1) ≠ 0 and that worker has started.
 * A worker that cannot start or fails leaves its pages to this thread, so the answer never depends
 * on the workers, only the time.
 */
export interface FullPages {
  next(): Promise<Uint8Array | null>;
  close(): Promise<void>;
  /** pages checked by worker threads so far */
  readonly inWorkers: number;
}

export interface ThreadOptions {
  /** worker threads; by default one per core beyond the first, at most MAX_WORKERS */
  workers?: number;
  /** fewer full pages than this are all checked in this thread (starting a worker costs ~0.2 s) */
  minPages?: number;
  /** wait until the workers have started before handing out pages (tests: makes their share certain) */
  waitForWorkers?: boolean;
}

const MIN_PAGES = 16;
const MAX_WORKERS = 3;
/** pages queued per worker */
const AHEAD = 3;

type Result = Uint8Array | null | 'failed';

/** How many worker threads check pages: by default one per core beyond the first, at most MAX_WORKERS. */
export function pageWorkerCount(options: ThreadOptions = {}): number {
  return options.workers ?? Math.min(MAX_WORKERS, os.availableParallelism() - 1);
}

export function fullPages(reader: FsckReader, leaves: number, options: ThreadOptions = {}, digestKey = 1): FullPages {
  let page = 0;
  let inWorkers = 0;
  const inThread = () => (reader.fast ? checkFullPage(reader.fast, page++ * PAGE, digestKey) : (page++, null));
  const full = Math.floor(leaves / PAGE); // only full pages go to workers: the last, short one is the slow path's anyway
  const count = pageWorkerCount(options);
  const module = reader.fast && reader.file && full >= (options.minPages ?? MIN_PAGES) && count >= 1 ? workerModule() : null;
  if (!module) return { next: async () => inThread(), close: async () => {}, inWorkers: 0 };

  const workers = Array.from({ length: count }, () => startWorker(module, reader.file!, digestKey));
  const started = options.waitForWorkers ? Promise.all(workers.map((w) => w.started)) : Promise.resolve();
  const pending = new Map<number, Promise<Result>>();
  let planned = 0; // pages below this one have been given out or left to this thread
  const plan = () => {
    for (; planned < Math.min(full, page + (count + 1) * AHEAD); planned += 1) {
      const w = planned % (count + 1);
      if (w > 0 && workers[w - 1]!.ready()) pending.set(planned, workers[w - 1]!.check(planned * PAGE));
    }
  };
  return {
    get inWorkers() {
      return inWorkers;
    },
    async next() {
      await started;
      // the checks are synchronous: let worker messages ('ready', results) in before planning
      await new Promise(setImmediate);
      plan();
      const job = pending.get(page);
      if (!job) return inThread();
      const result = await job;
      pending.delete(page);
      if (result === 'failed') return inThread();
      page += 1;
      inWorkers += 1;
      return result;
    },
    async close() {
      await Promise.all(workers.map((w) => w.stop()));
    },
  };
}

/** The worker's module next to this one: fsck-worker.ts when running from source, fsck-worker.js when built. */
function workerModule(): { url: string; tsx: string | null } | null {
  const fromSource = import.meta.url.endsWith('.ts');
  const url = new URL(fromSource ? './fsck-worker.ts' : './fsck-worker.js', import.meta.url);
  if (url.protocol !== 'file:' || !fs.existsSync(fileURLToPath(url))) return null;
  if (!fromSource) return { url: url.href, tsx: null };
  // Node 20 runs no TypeScript and tsx's hooks do not reach worker threads: the worker registers them
  try {
    return { url: url.href, tsx: import.meta.resolve('tsx/esm/api') };
  } catch {
    return null;
  }
}

// the worker's entry, plain JavaScript evaluated as CommonJS: tsx if asked, then the worker module
const BOOT = `const { workerData } = require('node:worker_threads');
(async () => {
  if (workerData.tsx) (await import(workerData.tsx)).register();
  await import(workerData.url);
})();`;

interface PageWorker {
  ready(): boolean;
  /** settles once the worker is ready or has failed */
  started: Promise<void>;
  check(from: number): Promise<Result>;
  stop(): Promise<void>;
}

function startWorker(module: { url: string; tsx: string | null }, file: string, digestKey: number): PageWorker {
  const waiting = new Map<number, (r: Result) => void>();
  let state: 'starting' | 'ready' | 'failed' = 'starting';
  let settle = () => {};
  const started = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const fail = () => {
    state = 'failed';
    settle();
    for (const resolve of waiting.values()) resolve('failed');
    waiting.clear();
  };
  const worker = new Worker(BOOT, { eval: true, workerData: { ...module, file, digestKey } });
  worker.on('message', (m: 'ready' | { from: number; packed: Uint8Array | null }) => {
    if (m === 'ready') {
      state = 'ready';
      settle();
      return;
    }
    waiting.get(m.from)?.(m.packed);
    waiting.delete(m.from);
  });
  worker.on('error', fail);
  worker.on('exit', fail);
  return {
    started,
    ready: () => state === 'ready',
    check(from) {
      return new Promise((resolve) => {
        waiting.set(from, resolve);
        worker.postMessage(from);
      });
    },
    async stop() {
      worker.removeAllListeners();
      await worker.terminate();
    },
  };
}
