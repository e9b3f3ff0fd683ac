/**
 * Why an anchor attempt failed. The caller's retry loop needs to tell a passing outage (retry with
 * back-off) from a configuration mistake (retrying will not help; an operator must act).
 */
export type AnchorErrorCode =
  | 'unreachable' // node or TSA down, connection refused, DNS failure
  | 'timeout' // no answer or no confirmation within timeoutMs
  | 'misconfigured' // chain id differs, bad key, bad URL
  | 'rejected' // the TSA refused, the transaction reverted or was not accepted
  | 'bad-response'; // the answer does not match the request or does not verify

const RETRYABLE: ReadonlySet<AnchorErrorCode> = new Set(['unreachable', 'timeout', 'rejected']);

export class AnchorError extends Error {
  override readonly name = 'AnchorError';
  readonly code: AnchorErrorCode;
  /** set once a transaction was broadcast: it may still be mined after a timeout */
  readonly txHash: string | undefined;

  constructor(code: AnchorErrorCode, message: string, opts: { cause?: unknown; txHash?: string } = {}) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.code = code;
    this.txHash = opts.txHash;
  }

  /** whether trying again later can succeed without an operator changing anything */
  get retryable(): boolean {
    return RETRYABLE.has(this.code);
  }
}

/** A short reason from any thrown value, including the nested `cause` Node's fetch hides the real error in. */
export function reasonOf(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause instanceof Error ? err.cause : undefined;
  const code = cause && 'code' in cause && typeof cause.code === 'string' ? cause.code : undefined;
  const own = 'shortMessage' in err && typeof err.shortMessage === 'string' ? err.shortMessage : err.message;
  return code ? `${own} (${code})` : cause ? `${own} (${cause.message})` : own;
}
