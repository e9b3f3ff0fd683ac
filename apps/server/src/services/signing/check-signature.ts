import { X509Certificate, constants, createHash, verify } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { arrayBuffer, commonName, useNodeCrypto } from '../../providers/anchor/tsa-token';
import { inspectToken } from '../../providers/anchor/tsa-verify';
import { CMS_OID } from './cades-signer';
import type { RawSignature } from './find-signatures';

export interface SignatureFacts {
  /** common name of the signing certificate's subject; null when the CMS cannot be read */
  signer: string | null;
  /** SHA-256 of the signing certificate (lower-case hex) */
  certificateSha256: string | null;
  /** the signing time the signature claims (/M, else a CMS signingTime): the signer's clock, not proof */
  claimedTime: Date | null;
  /** the RFC 3161 time stamp's time, when there is one whose signature and imprint check out */
  timeStampTime: Date | null;
  hasTimeStamp: boolean;
  coversWholeDocument: boolean;
  digestMatches: boolean;
  signatureVerifies: boolean;
}

const HASHES: Record<string, string> = {
  '1.3.14.3.2.26': 'sha1', [CMS_OID.sha256]: 'sha256', '2.16.840.1.101.3.4.2.2': 'sha384', '2.16.840.1.101.3.4.2.3': 'sha512',
};
const RSA_PSS = '1.2.840.113549.1.1.10';

function attributeValue(attrs: pkijs.SignedAndUnsignedAttributes | undefined, type: string): asn1js.BaseBlock | undefined {
  return attrs?.attributes.find((a) => a.type === type)?.values[0] as asn1js.BaseBlock | undefined;
}

function signerCertificate(sd: pkijs.SignedData, info: pkijs.SignerInfo): pkijs.Certificate | undefined {
  const certs = (sd.certificates ?? []).filter((c): c is pkijs.Certificate => c instanceof pkijs.Certificate);
  if (!(info.sid instanceof pkijs.IssuerAndSerialNumber)) return certs[0];
  const sid = info.sid;
  return certs.find((c) => c.serialNumber.isEqual(sid.serialNumber) && c.issuer.isEqual(sid.issuer));
}

/**
 * Checks one signature against the file's bytes with nothing but the file: does the byte range end
 * at the end of the file, does the message digest match the covered bytes, does the CMS signature
 * over the signed attributes verify with the embedded certificate, and does an embedded time stamp
 * stamp this signature value. Throws on an unreadable CMS; the caller turns that into a verdict.
 */
export async function checkSignature(bytes: Buffer, raw: RawSignature): Promise<SignatureFacts> {
  useNodeCrypto();
  const [a, b, c, d] = raw.byteRange;
  const covered = Buffer.concat([bytes.subarray(a, a + b), bytes.subarray(c, c + d)]);
  const asn = asn1js.fromBER(arrayBuffer(raw.cms));
  if (asn.offset === -1) throw new Error(`the signature's CMS cannot be parsed: ${asn.result.error}`);
  const contentInfo = new pkijs.ContentInfo({ schema: asn.result });
  if (contentInfo.contentType !== CMS_OID.signedData) throw new Error('the signature is not CMS SignedData');
  const sd = new pkijs.SignedData({ schema: contentInfo.content });
  const info = sd.signerInfos[0];
  if (!info) throw new Error('the CMS has no signer');
  const cert = signerCertificate(sd, info);
  const certDer = cert ? Buffer.from(cert.toSchema().toBER()) : null;
  const hashName = HASHES[info.digestAlgorithm.algorithmId];

  const md = attributeValue(info.signedAttrs, CMS_OID.messageDigest);
  const digestMatches = !!hashName && md instanceof asn1js.OctetString
    && createHash(hashName).update(covered).digest().equals(Buffer.from(md.valueBlock.valueHexView));

  let signatureVerifies = false;
  const signature = Buffer.from(info.signature.valueBlock.valueHexView);
  if (certDer && hashName && info.signedAttrs) {
    const signedAttrs = Buffer.from(info.signedAttrs.encodedValue);
    signedAttrs[0] = 0x31; // signed as a SET OF, stored with the [0] tag (RFC 5652 §5.4)
    const key = new X509Certificate(certDer).publicKey;
    const pss = info.signatureAlgorithm.algorithmId === RSA_PSS;
    try {
      signatureVerifies = verify(hashName, signedAttrs, pss ? { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: constants.RSA_PSS_SALTLEN_AUTO } : key, signature);
    } catch {
      signatureVerifies = false;
    }
  }

  const tokenBlock = attributeValue(info.unsignedAttrs, CMS_OID.timeStampToken);
  let timeStampTime: Date | null = null;
  if (tokenBlock) {
    const seen = await inspectToken(new Uint8Array(tokenBlock.toBER()), signature);
    if (seen.ok) timeStampTime = seen.token.tstInfo.genTime;
  }
  const cmsTime = attributeValue(info.signedAttrs, CMS_OID.signingTime);
  return {
    signer: cert ? commonName(cert) : null,
    certificateSha256: certDer ? createHash('sha256').update(certDer).digest('hex') : null,
    claimedTime: raw.claimedTime ?? (cmsTime instanceof asn1js.UTCTime || cmsTime instanceof asn1js.GeneralizedTime ? cmsTime.toDate() : null),
    timeStampTime,
    hasTimeStamp: !!tokenBlock,
    coversWholeDocument: a === 0 && c + d === bytes.length,
    digestMatches,
    signatureVerifies,
  };
}
