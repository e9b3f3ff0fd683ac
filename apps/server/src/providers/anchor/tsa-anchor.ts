import { AnchorError, reasonOf } from './anchor-error';
import type { AnchorInput, AnchorProvider, TsaAnchorReceipt } from './anchor-provider';
import { rootBytes, toHex } from './hex';
import { timeStampRequest, tokenFromResponse } from './tsa-request';
import { certFromPem } from './tsa-token';
import { inspectToken } from './tsa-verify';

export { verifyTsaToken, type TsaVerifyOptions } from './tsa-verify';

export interface TsaAnchorOptions {
  /** the TSA's HTTP(S) endpoint that accepts application/timestamp-query */
  url: string;
  timeoutMs: number;
  /** PEM of the TSA signing certificate to trust; without it any well-formed signed token is accepted */
  certPem?: string;
  /** true for a TSA that runs on this machine only */
  isLocal?: boolean;
}

/** POSTs a TimeStampReq; also used by the signing core for PAdES signature time stamps. */
export async function post(url: string, der: Uint8Array, timeoutMs: number): Promise<Uint8Array> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/timestamp-query', accept: 'application/timestamp-reply' },
      body: der,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) {
      throw new AnchorError('timeout', `TSA ${url} did not answer within ${timeoutMs} ms`, { cause: err });
    }
    throw new AnchorError('unreachable', `TSA ${url} unreachable: ${reasonOf(err)}`, { cause: err });
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new AnchorError('rejected', `TSA ${url} answered HTTP ${res.status}`);
  }
  try {
    return new Uint8Array(await res.arrayBuffer());
  } catch (err) {
    throw new AnchorError(err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'unreachable',
      `TSA ${url} broke off its answer: ${reasonOf(err)}`, { cause: err });
  }
}

/**
 * RFC 3161 client. The receipt is given only after the token was checked like a verifier would
 * (imprint, nonce, signature, and the trusted certificate when configured), so a stored receipt is
 * never one that fails verification later.
 */
export function createTsaAnchor(opts: TsaAnchorOptions): AnchorProvider {
  const trusted = opts.certPem === undefined ? undefined : certFromPem(opts.certPem); // fail at start, not per anchor

  async function anchor(input: AnchorInput): Promise<TsaAnchorReceipt> {
    const root = rootBytes(input.rootHash);
    const request = await timeStampRequest(root);
    const token = tokenFromResponse(await post(opts.url, request.der, opts.timeoutMs), opts.url);
    const seen = await inspectToken(token, root, trusted);
    if (!seen.ok) throw new AnchorError('bad-response', `TSA ${opts.url}: ${seen.en}`);
    const { tstInfo } = seen.token;
    if (tstInfo.nonce?.toBigInt() !== request.nonce) {
      throw new AnchorError('bad-response', `TSA ${opts.url} answered with another nonce (a stale or foreign token)`);
    }
    return {
      type: 'tsa',
      token: Buffer.from(token).toString('base64'),
      genTime: tstInfo.genTime.toISOString(),
      rootHash: toHex(root),
      tsa: opts.url,
    };
  }

  return { type: 'tsa', isLocal: opts.isLocal ?? false, anchor };
}
