import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { AnchorError } from './anchor-error';
import { OID, arrayBuffer, sha256 } from './tsa-token';

/**
 * The TimeStampReq we send (RFC 3161 §2.4.1): version 1; messageImprint = SHA-256 over the 32 raw bytes
 * of the root hash (the root itself is already a SHA-256 output, but RFC 3161 stamps a hash *of* a
 * datum, and this way `openssl ts -verify -data root.bin` works on a file holding the raw root); a
 * random 64-bit nonce so a replayed old answer is refused; certReq true so the token carries the TSA's
 * certificate and can be checked offline; no reqPolicy (the TSA's default policy).
 */
export async function timeStampRequest(root: Uint8Array): Promise<{ der: Uint8Array; nonce: bigint }> {
  const nonceBytes = globalThis.crypto.getRandomValues(new Uint8Array(8));
  nonceBytes[0] = (nonceBytes[0]! & 0x7f) | 0x40; // positive, and minimal DER (no leading zero byte)
  const nonce = new asn1js.Integer({ valueHex: arrayBuffer(nonceBytes) });
  const req = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: OID.sha256, algorithmParams: new asn1js.Null() }),
      hashedMessage: new asn1js.OctetString({ valueHex: arrayBuffer(await sha256(root)) }),
    }),
    nonce,
    certReq: true,
  });
  return { der: new Uint8Array(req.toSchema().toBER()), nonce: nonce.toBigInt() };
}

const STATUS_NAMES = ['granted', 'grantedWithMods', 'rejection', 'waiting', 'revocationWarning', 'revocationNotification'];
const FAILURE_NAMES: Record<number, string> = {
  0: 'badAlg', 2: 'badRequest', 5: 'badDataFormat', 14: 'timeNotAvailable', 15: 'unacceptedPolicy', 16: 'unacceptedExtension',
  17: 'addInfoNotAvailable', 25: 'systemFailure',
};

function failureNames(bits: asn1js.BitString | undefined): string[] {
  if (!bits) return [];
  const bytes = new Uint8Array(bits.valueBlock.valueHexView);
  return Object.entries(FAILURE_NAMES)
    .filter(([bit]) => ((bytes[Math.floor(Number(bit) / 8)] ?? 0) >> (7 - (Number(bit) % 8))) & 1)
    .map(([, name]) => name);
}

/**
 * Decodes a TimeStampResp. Returns the token's bytes exactly as the TSA sent them (re-encoding could
 * alter a signed structure), or throws an AnchorError naming the TSA's status and failure reasons.
 */
export function tokenFromResponse(body: Uint8Array, url: string): Uint8Array {
  const asn = asn1js.fromBER(arrayBuffer(body));
  let resp: pkijs.TimeStampResp;
  try {
    if (asn.offset === -1) throw new Error(asn.result.error);
    resp = new pkijs.TimeStampResp({ schema: asn.result });
  } catch (err) {
    throw new AnchorError('bad-response', `TSA ${url} answered something that is not a TimeStampResp`, { cause: err });
  }
  const status = resp.status.status as number;
  if (status !== 0 && status !== 1) {
    const text = (resp.status.statusStrings ?? []).map((s) => s.valueBlock.value).join('; ');
    const reasons = failureNames(resp.status.failInfo);
    const detail = [text, reasons.length ? `failInfo ${reasons.join(', ')}` : ''].filter(Boolean).join('; ');
    throw new AnchorError('rejected', `TSA ${url} refused the request: status ${STATUS_NAMES[status] ?? status}${detail ? ` (${detail})` : ''}`);
  }
  const token = (asn.result as asn1js.Sequence).valueBlock.value[1];
  if (!token) throw new AnchorError('bad-response', `TSA ${url} granted the request but sent no token`);
  return new Uint8Array(token.valueBeforeDecodeView);
}
