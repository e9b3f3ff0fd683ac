import fs from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Worker as ThreadWorker } from 'node:worker_threads';
import Tesseract from 'tesseract.js';

const require = createRequire(import.meta.url);

/**
 * The Simplified Chinese model of the npm package @tesseract.js-data/chi_sim, read from disk.
 * `4.0.0_best_int` is the LSTM-only integer model (1.7 MB compressed, the one tesseract.js itself
 * fetches for LSTM-only workers); the package's default folder adds the legacy engine's 20 MB.
 */
export function chiSimLangPath(): string {
  return path.join(path.dirname(require.resolve('@tesseract.js-data/chi_sim/package.json')), '4.0.0_best_int');
}

export class EngineBusyError extends Error {}
export class EngineTimeoutError extends Error {}
export class EngineClosedError extends Error {}

export interface EngineOptions {
  /** a job (both readings of one photo) running longer is abandoned and the worker replaced */
  timeoutMs: number;
  /** jobs waiting behind the running one; one more is refused at once */
  maxQueue: number;
  /** where the language data is; tests point it elsewhere to prove it is only read from there */
  langPath?: string;
  onError?: (err: unknown) => void;
}

/**
 * One tesseract.js worker (a worker thread running the WebAssembly engine), created on first
 * use and reused; jobs run one at a time in arrival order. A job that fails or times out takes
 * the worker with it (its state is unknown) and the next job starts a fresh one. No network:
 * the language data comes from `langPath` on disk and nothing is cached to the working directory.
 */
export class TesseractEngine {
  private worker: Promise<Tesseract.Worker> | null = null;
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;
  private closed = false;

  constructor(private readonly options: EngineOptions) {}

  /** Runs `job` with the worker once the jobs before it are done. */
  run<T>(job: (worker: Tesseract.Worker) => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new EngineClosedError('engine closed'));
    if (this.waiting > this.options.maxQueue) return Promise.reject(new EngineBusyError('too many jobs waiting'));
    this.waiting++;
    const result = this.tail.then(() => {
      this.waiting--;
      return this.runNow(job);
    });
    // the next job waits for this one to settle, whatever its outcome
    this.tail = result.catch(() => undefined);
    return result;
  }

  private async runNow<T>(job: (worker: Tesseract.Worker) => Promise<T>): Promise<T> {
    if (this.closed) throw new EngineClosedError('engine closed');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new EngineTimeoutError(`OCR job took over ${this.options.timeoutMs} ms`)), this.options.timeoutMs);
    });
    try {
      return await Promise.race([this.getWorker().then(job), timeout]);
    } catch (err) {
      await this.discardWorker();
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  private getWorker(): Promise<Tesseract.Worker> {
    if (!this.worker) {
      const created: Promise<Tesseract.Worker> = this.createWorker(() => {
        // a thread that died is replaced by the next job (not one that was already replaced)
        if (this.worker === created) this.worker = null;
      });
      this.worker = created;
    }
    return this.worker;
  }

  private async createWorker(onExit: () => void): Promise<Tesseract.Worker> {
    const langPath = this.options.langPath ?? chiSimLangPath();
    // tesseract.js never settles createWorker when the language data cannot be read: check first
    await fs.access(path.join(langPath, 'chi_sim.traineddata.gz'));
    const worker = await Tesseract.createWorker('chi_sim', Tesseract.OEM.LSTM_ONLY, {
      langPath,
      gzip: true,
      // 'none': never read or write a traineddata copy in the working directory
      cacheMethod: 'none',
      // without a handler tesseract.js rethrows a failed job inside its message listener,
      // which would be an uncaught exception; the job's promise rejects either way
      errorHandler: () => undefined,
    });
    // A crash inside the thread would otherwise be an unhandled 'error' event.
    const thread = (worker as unknown as { worker?: ThreadWorker }).worker;
    thread?.on('error', (err) => this.options.onError?.(err));
    thread?.on('exit', onExit);
    return worker;
  }

  private async discardWorker(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (!worker) return;
    await worker.then((w) => w.terminate()).catch(() => undefined);
  }

  /** Terminates the worker; queued and later jobs fail with EngineClosedError. */
  async close(): Promise<void> {
    this.closed = true;
    await this.discardWorker();
  }
}
