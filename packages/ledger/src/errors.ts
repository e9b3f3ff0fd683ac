/**
 * Errors carry an English and a Chinese text, so the server can answer a 400 with `zh` and a
 * command-line tool can print both. `message` holds both: "English text（中文）".
 */
export class LedgerError extends Error {
  readonly en: string;
  readonly zh: string;
  constructor(en: string, zh: string) {
    super(`${en}（${zh}）`);
    this.name = 'LedgerError';
    this.en = en;
    this.zh = zh;
  }
}

/** Thrown for arguments outside their range (index ≥ size, size 0, m > n, …). */
export class LedgerRangeError extends RangeError {
  readonly en: string;
  readonly zh: string;
  constructor(en: string, zh: string) {
    super(`${en}（${zh}）`);
    this.name = 'LedgerRangeError';
    this.en = en;
    this.zh = zh;
  }
}

/** Throws a TypeError unless `n` is a safe integer ≥ `min` (a programmer error, not a bad proof). */
export function assertInteger(n: unknown, what: string, min = 0): asserts n is number {
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) {
    throw new TypeError(`${what} must be a safe integer, got ${String(n)}（${what} 必须是安全整数）`);
  }
  if (n < min) {
    throw new LedgerRangeError(`${what} must be ≥ ${min}, got ${n}`, `${what} 不能小于 ${min}（实际为 ${n}）`);
  }
}
