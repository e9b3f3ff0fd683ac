import os from 'node:os';
import { Worker } from 'node:worker_threads';

export interface FileDigests {
  sha256: string;
  sm3: string;
}

/**
 * Takes one block of an upload's bytes (in order, one call per block); the view is valid until the
 * promise settles. The store writes it to the partial file.
 */
export type BlockSink = (bytes: Uint8Array) => Promise<void>;

/** One upload's running SHA-256 and SM3, computed in worker threads. */
export interface DigestStream {
  /** Queues bytes; resolves once they are copied into the ring (waits while the ring is full). */
  update(chunk: Uint8Array): Promise<void>;
  /** Sends the partly filled block on, then waits until the sink has taken every block so far. */
  flush(): Promise<void>;
  /** Where the bytes queued from now on also go (null: hashed only). */
  setSink(sink: BlockSink | null): void;
  /** Both digests of every byte queued so far; the stream is spent afterwards. */
  digest(): Promise<FileDigests>;
  /** Forgets the state in the workers (a failed write: the next one rebuilds from the file). */
  drop(): void;
}

/**
 * Why worker threads: SM3 is the slowest part of an ingest (about as fast as `openssl dgst -sm3`,
 * ≈ 280 MB/s here), and hashing on the request thread stopped the request from being read and
 * written meanwhile: ingest took 3.9 × openssl. Now the request thread only copies each chunk into
 * a shared ring; SHA-256 and SM3 run side by side, each in a worker, while the next bytes arrive
 * and the block is written (docs/benchmarks.md, decision 70).
 *
 * The ring is cut into blocks; a block goes to both hash workers and to the sink, and is reused
 * when all three are done with it, so memory is bounded (BLOCKS × BLOCK_BYTES) and a fast client
 * is slowed to the hashing speed instead of its bytes queueing in memory. Big blocks keep the
 * number of messages and write calls low (each costs a thread wake-up). The ring is WebAssembly
 * memory because that is page-aligned, which lets the store write blocks with O_DIRECT.
 *
 * The worker is inline JavaScript (it needs only node:crypto), so it runs the same from source
 * under tsx and from the esbuild bundle.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const ring = Buffer.from(workerData.ring);
const states = new Map();
parentPort.on('message', (m) => {
  if (m.op === 'open') states.set(m.key, createHash(m.algo));
  else if (m.op === 'update') {
    const h = states.get(m.key);
    if (h) h.update(ring.subarray(m.start, m.start + m.length));
    parentPort.postMessage({ op: 'done' });
  } else if (m.op === 'digest') {
    const h = states.get(m.key);
    states.delete(m.key);
    parentPort.postMessage({ op: 'digest', ask: m.ask, hex: h ? h.digest('hex') : null });
  } else if (m.op === 'drop') states.delete(m.key);
});`;

export const BLOCK_BYTES = 4 * 1024 * 1024;
const BLOCKS = 8;
const WASM_PAGE = 64 * 1024;
const ALGOS = ['sha256', 'sm3'] as const;

/** Node has WebAssembly; the server's TypeScript libraries (no DOM) do not declare it. */
const { Memory } = (globalThis as unknown as { WebAssembly: { Memory: new (size: { initial: number; maximum: number; shared: true }) => { buffer: SharedArrayBuffer } } }).WebAssembly;

type WorkerMessage = { op: 'done' } | { op: 'digest'; ask: number; hex: string | null };

interface HashWorker {
  worker: Worker;
  /** open hash states on it: a new state goes to the least busy worker */
  states: number;
  asks: Map<number, (hex: string | null) => void>;
  /** blocks posted to it and not yet hashed, in order (it answers in order) */
  posted: number[];
  dead: boolean;
}

export class DigestPool {
  private readonly ring = new Memory({ initial: (BLOCK_BYTES * BLOCKS) / WASM_PAGE, maximum: (BLOCK_BYTES * BLOCKS) / WASM_PAGE, shared: true }).buffer;

  private readonly view = new Uint8Array(this.ring);

  private readonly free: number[] = Array.from({ length: BLOCKS }, (_, i) => BLOCKS - 1 - i);

  /** consumers (hash workers, sink) still using each block */
  private readonly readers = new Uint8Array(BLOCKS);

  private readonly waitingForBlock: Array<() => void> = [];

  private readonly workers: HashWorker[] = [];

  private nextKey = 1;

  private nextAsk = 1;

  private closed = false;

  /** `size` workers; by default one per core, at least 2 (SHA-256 and SM3 side by side), at most 4 */
  constructor(private readonly size = Math.min(4, Math.max(2, os.availableParallelism()))) {}

  open(): DigestStream {
    if (this.closed) throw new Error('digest pool closed');
    const key = this.nextKey++;
    // SHA-256 and SM3 of one upload on two different workers, so they run side by side
    const lanes = this.pickWorkers(ALGOS.length);
    lanes.forEach((w, i) => {
      w.states += 1;
      w.worker.postMessage({ op: 'open', key, algo: ALGOS[i] });
    });
    let block = -1;
    let filled = 0;
    let spent = false;
    let sink: BlockSink | null = null;
    let sinkError: unknown = null;
    const sinking = new Set<Promise<void>>();
    const post = () => {
      if (block < 0) return;
      const taken = block;
      const start = taken * BLOCK_BYTES;
      this.readers[taken] = lanes.length + (sink ? 1 : 0);
      for (const w of lanes) {
        w.posted.push(taken);
        w.worker.postMessage({ op: 'update', key, start, length: filled });
      }
      if (sink) {
        const job = sink(this.view.subarray(start, start + filled))
          .catch((err: unknown) => {
            sinkError ??= err;
          })
          .finally(() => {
            sinking.delete(job);
            this.doneWith(taken);
          });
        sinking.add(job);
      }
      block = -1;
      filled = 0;
    };
    const check = () => {
      if (sinkError) throw sinkError;
      if (lanes.some((w) => w.dead)) throw new Error('digest worker stopped');
    };
    const release = () => {
      if (spent) return;
      spent = true;
      for (const w of lanes) w.states -= 1;
    };
    return {
      update: async (chunk) => {
        let at = 0;
        while (at < chunk.length) {
          check();
          if (block < 0) {
            block = await this.takeBlock();
            filled = 0;
          }
          const n = Math.min(BLOCK_BYTES - filled, chunk.length - at);
          this.view.set(chunk.subarray(at, at + n), block * BLOCK_BYTES + filled);
          filled += n;
          at += n;
          if (filled === BLOCK_BYTES) post();
        }
      },
      flush: async () => {
        post();
        while (sinking.size > 0) await Promise.all(sinking);
        check();
      },
      setSink: (next) => {
        // bytes queued so far belong to the previous sink (or none): they never reach the new one
        post();
        sink = next;
        sinkError = null;
      },
      digest: async () => {
        post();
        release();
        const [sha256, sm3] = await Promise.all(lanes.map((w) => this.ask(w, key)));
        if (!sha256 || !sm3) throw new Error('digest worker stopped');
        return { sha256, sm3 };
      },
      drop: () => {
        if (block >= 0) this.giveBack(block);
        block = -1;
        sink = null;
        release();
        for (const w of lanes) if (!w.dead) w.worker.postMessage({ op: 'drop', key });
      },
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.workers.map((w) => w.worker.terminate()));
    this.workers.length = 0;
  }

  private pickWorkers(n: number): HashWorker[] {
    while (this.workers.length < this.size) this.workers.push(this.startWorker());
    return [...this.workers].sort((a, b) => a.states - b.states).slice(0, n);
  }

  private startWorker(): HashWorker {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { ring: this.ring } });
    // an idle pool must not keep the process alive
    worker.unref();
    const hw: HashWorker = { worker, states: 0, asks: new Map(), posted: [], dead: false };
    worker.on('message', (m: WorkerMessage) => {
      if (m.op === 'done') this.doneWith(hw.posted.shift()!);
      else {
        hw.asks.get(m.ask)?.(m.hex);
        hw.asks.delete(m.ask);
      }
    });
    const lost = () => {
      if (hw.dead) return;
      // its states are gone: whoever asks gets null and rebuilds; a fresh worker takes its place
      hw.dead = true;
      for (const answer of hw.asks.values()) answer(null);
      hw.asks.clear();
      for (const block of hw.posted.splice(0)) this.doneWith(block);
      const at = this.workers.indexOf(hw);
      if (at >= 0) this.workers.splice(at, 1);
    };
    worker.on('error', lost);
    worker.on('exit', lost);
    return hw;
  }

  private ask(w: HashWorker, key: number): Promise<string | null> {
    if (w.dead) return Promise.resolve(null);
    const ask = this.nextAsk++;
    return new Promise((resolve) => {
      w.asks.set(ask, resolve);
      w.worker.postMessage({ op: 'digest', key, ask });
    });
  }

  private takeBlock(): Promise<number> {
    const block = this.free.pop();
    if (block !== undefined) return Promise.resolve(block);
    return new Promise((resolve) => this.waitingForBlock.push(() => resolve(this.free.pop()!)));
  }

  private doneWith(block: number): void {
    const left = (this.readers[block] ?? 1) - 1;
    this.readers[block] = left;
    if (left === 0) this.giveBack(block);
  }

  private giveBack(block: number): void {
    this.free.push(block);
    this.waitingForBlock.shift()?.();
  }
}
