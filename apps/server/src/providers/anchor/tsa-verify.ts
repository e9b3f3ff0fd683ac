import type * as pkijs from 'pkijs';
import { reasonOf } from './anchor-error';
import type { AnchorCheck, TsaAnchorReceipt } from './anchor-provider';
import { fromHex, sameBytes, toHex } from './hex';
import {
  OID, type ParsedToken, arrayBuffer, certDer, certFromPem, commonName, envelopeProblem, isTimeStampingCert, parseToken, sha256,
  signerCertIntact, useNodeCrypto,
} from './tsa-token';

export interface TsaVerifyOptions {
  /** PEM of the trusted TSA signing certificate; when given, the token must be signed by exactly it */
  certPem?: string;
  /** the root the receipt must carry (bytes or hex), e.g. the checkpoint's root */
  expectedRoot?: Uint8Array | string;
}

type Inspection = { ok: true; token: ParsedToken; signer: pkijs.Certificate } | { ok: false; zh: string; en: string };
const fail = (zh: string, en: string) => ({ ok: false as const, zh, en });

/**
 * Checks a TimeStampToken against a root: the TSTInfo imprint must be SHA-256 over the 32 raw root
 * bytes, and the CMS signature must verify with the signer certificate (the embedded one, or the
 * trusted one, which then must be the signer). Shared by the client (before it hands out a receipt)
 * and by verifyTsaToken.
 */
export async function inspectToken(der: Uint8Array, root: Uint8Array, trusted?: pkijs.Certificate): Promise<Inspection> {
  useNodeCrypto();
  let token: ParsedToken;
  try {
    token = parseToken(der);
  } catch (err) {
    return fail(`时间戳令牌无法解析：${reasonOf(err)}`, `The time-stamp token cannot be parsed: ${reasonOf(err)}`);
  }
  const { signedData, tstInfo } = token;
  const problem = envelopeProblem(signedData);
  if (problem) return fail(`时间戳令牌结构不合规：${problem}`, `The time-stamp token is malformed: ${problem}`);
  const imprint = tstInfo.messageImprint;
  if (imprint.hashAlgorithm.algorithmId !== OID.sha256) {
    return fail('时间戳令牌的摘要算法不是 SHA-256', 'The time-stamp imprint is not SHA-256');
  }
  if (!sameBytes(new Uint8Array(imprint.hashedMessage.valueBlock.valueHexView), await sha256(root))) {
    return fail('时间戳令牌中的摘要与根哈希不一致', 'The time-stamp imprint does not match the root hash');
  }
  // pkijs finds the signer among the token's certificates; a TSA asked without certReq embeds none.
  if (trusted && !signedData.certificates?.length) signedData.certificates = [trusted];
  let signer: pkijs.Certificate | null;
  try {
    const result = await signedData.verify({ signer: 0, data: arrayBuffer(root), extendedMode: true });
    if (!result.signatureVerified) return fail('时间戳令牌的签名无效', 'The time-stamp token signature is invalid');
    signer = result.signerCertificate ?? null;
  } catch (err) {
    return fail(`时间戳令牌的签名无效：${reasonOf(err)}`, `The time-stamp token signature is invalid: ${reasonOf(err)}`);
  }
  if (!signer) return fail('时间戳令牌中找不到签名证书', 'The time-stamp token has no signer certificate');
  if (trusted && !sameBytes(certDer(signer), certDer(trusted))) {
    return fail('时间戳令牌不是由受信任的时间戳机构证书签发的', 'The time-stamp token is not signed by the trusted TSA certificate');
  }
  if ((await signerCertIntact(signer, signedData.certificates ?? [])) === false) {
    return fail('签名证书本身的签名无效（证书被篡改）', "The signer certificate's own signature is invalid (the certificate was altered)");
  }
  if (!isTimeStampingCert(signer)) {
    return fail('签名证书没有时间戳用途（timeStamping）', 'The signer certificate lacks the timeStamping extended key usage');
  }
  const genTime = tstInfo.genTime.getTime();
  if (genTime < signer.notBefore.value.getTime() || genTime > signer.notAfter.value.getTime()) {
    return fail('时间戳时间不在签名证书有效期内', 'The time-stamp time is outside the signer certificate validity');
  }
  return { ok: true, token, signer };
}

/**
 * Verifies a TSA receipt offline: the token's imprint must be SHA-256(root), its genTime the
 * receipt's, and its CMS signature valid. Without a trusted certificate this proves only that the token
 * is intact and self-consistent, and the message says so.
 */
export async function verifyTsaToken(receipt: TsaAnchorReceipt, opts: TsaVerifyOptions = {}): Promise<AnchorCheck> {
  const root = fromHex(receipt.rootHash);
  if (!root || root.length !== 32) return fail('回执中的根哈希格式无效', 'The receipt root hash is malformed');
  if (opts.expectedRoot !== undefined) {
    const want = typeof opts.expectedRoot === 'string' ? fromHex(opts.expectedRoot) : opts.expectedRoot;
    if (!want || !sameBytes(want, root)) return fail('回执中的根哈希与检查点不一致', 'The receipt root hash differs from the checkpoint root');
  }
  let trusted: pkijs.Certificate | undefined;
  try {
    trusted = opts.certPem === undefined ? undefined : certFromPem(opts.certPem);
  } catch (err) {
    return fail(`受信任的时间戳机构证书无法解析：${reasonOf(err)}`, `The trusted TSA certificate cannot be parsed: ${reasonOf(err)}`);
  }
  const der = new Uint8Array(Buffer.from(receipt.token, 'base64'));
  const seen = await inspectToken(der, root, trusted);
  if (!seen.ok) return seen;
  const genTime = seen.token.tstInfo.genTime;
  if (Number.isNaN(Date.parse(receipt.genTime)) || Date.parse(receipt.genTime) !== genTime.getTime()) {
    return fail('回执中的时间与时间戳令牌不一致', 'The receipt time differs from the time in the token');
  }
  const who = commonName(seen.signer);
  const when = genTime.toISOString();
  const root16 = toHex(root).slice(0, 16);
  return trusted
    ? { ok: true, zh: `时间戳核验通过：受信任的时间戳机构「${who}」于 ${when} 对根哈希 ${root16}… 签发了时间戳`,
        en: `Time-stamp check passed: the trusted TSA "${who}" stamped root ${root16}… at ${when}` }
    : { ok: true, zh: `时间戳令牌完整且签名有效（签发者「${who}」，${when}）；未指定受信任证书，签发者身份未核验`,
        en: `The time-stamp token is intact and its signature valid (signer "${who}", ${when}); no trusted certificate was given, so the signer's identity is not checked` };
}
