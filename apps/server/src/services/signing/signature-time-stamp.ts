import { AnchorError } from '../../providers/anchor/anchor-error';
import { post } from '../../providers/anchor/tsa-anchor';
import { timeStampRequest, tokenFromResponse } from '../../providers/anchor/tsa-request';
import { certFromPem } from '../../providers/anchor/tsa-token';
import { inspectToken } from '../../providers/anchor/tsa-verify';

export interface SignatureTsa {
  url: string;
  timeoutMs: number;
  /** PEM of the TSA certificate to trust; without it any well-formed signed token is accepted */
  certPem?: string | undefined;
}

/**
 * An RFC 3161 time-stamp token over the CMS signature value (the signature-time-stamp of CAdES,
 * which makes a PAdES signature B-T): imprint SHA-256(signature value). The ledger anchor's client
 * is reused, so the token is checked (imprint, nonce, TSA signature, trusted certificate) before it
 * is embedded; anything else throws an AnchorError.
 */
export async function signatureTimeStamp(tsa: SignatureTsa, signatureValue: Uint8Array): Promise<Uint8Array> {
  const request = await timeStampRequest(signatureValue);
  const token = tokenFromResponse(await post(tsa.url, request.der, tsa.timeoutMs), tsa.url);
  const seen = await inspectToken(token, signatureValue, tsa.certPem ? certFromPem(tsa.certPem) : undefined);
  if (!seen.ok) throw new AnchorError('bad-response', `TSA ${tsa.url}: ${seen.en}`);
  if (seen.token.tstInfo.nonce?.toBigInt() !== request.nonce) {
    throw new AnchorError('bad-response', `TSA ${tsa.url} answered with another nonce (a stale or foreign token)`);
  }
  return token;
}
