import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

/** Object identifiers of RFC 3161 / RFC 5652 / RFC 5280 used by the TSA client and its verifier. */
export const OID = {
  sha256: '2.16.840.1.101.3.4.2.1',
  signedData: '1.2.840.113549.1.7.2',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  extKeyUsage: '2.5.29.37',
  timeStamping: '1.3.6.1.5.5.7.3.8',
  commonName: '2.5.4.3',
} as const;

let engineSet = false;
/**
 * pkijs looks its crypto up in a process-wide slot; Node's WebCrypto (globalThis.crypto) provides
 * SHA-256, RSA and ECDSA, so no native module is needed.
 */
export function useNodeCrypto(): void {
  if (engineSet) return;
  pkijs.setEngine('node', new pkijs.CryptoEngine({ name: 'node', crypto: globalThis.crypto }));
  engineSet = true;
}

export async function sha256(data: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', data));
}

/**
 * A fresh ArrayBuffer holding exactly `bytes` (pkijs wants an ArrayBuffer, not a view of a larger one).
 * Copied by hand: on a Node Buffer, slice() is a view of the shared pool, not a copy.
 */
export function arrayBuffer(bytes: Uint8Array): ArrayBuffer {
  const copy = new Uint8Array(bytes.length);
  copy.set(bytes);
  return copy.buffer;
}

export interface ParsedToken {
  signedData: pkijs.SignedData;
  tstInfo: pkijs.TSTInfo;
}

/**
 * Checks that every length in the encoding adds up: each element ends inside its parent, and the
 * children of a constructed element fill it exactly. asn1js tolerates a length that overruns its parent,
 * which would let a flipped length byte in the unsigned envelope go unnoticed. Definite lengths only,
 * as DER (which every TSA emits) requires.
 */
export function assertConsistentLengths(der: Uint8Array, start = 0, end = der.length): void {
  let at = start;
  while (at < end) {
    const constructed = (der[at]! & 0x20) !== 0;
    if ((der[at++]! & 0x1f) === 0x1f) while (at < end && der[at++]! & 0x80);
    if (at >= end) throw new Error(`truncated element at byte ${at}`);
    let length = der[at++]!;
    if (length === 0x80) throw new Error(`indefinite length at byte ${at - 1}`);
    if (length > 0x80) {
      const n = length & 0x7f;
      if (n > 4 || at + n > end) throw new Error(`bad length at byte ${at - 1}`);
      length = 0;
      for (let i = 0; i < n; i++) length = length * 256 + der[at++]!;
    }
    if (at + length > end) throw new Error(`element at byte ${at} overruns its parent`);
    if (constructed) assertConsistentLengths(der, at, at + length);
    at += length;
  }
}

/** Decodes a TimeStampToken (ContentInfo → SignedData → TSTInfo); throws with the reason otherwise. */
export function parseToken(der: Uint8Array): ParsedToken {
  assertConsistentLengths(der);
  const asn = asn1js.fromBER(arrayBuffer(der));
  if (asn.offset === -1 || asn.offset !== der.length) throw new Error('not a single DER structure');
  const info = new pkijs.ContentInfo({ schema: asn.result });
  if (info.contentType !== OID.signedData) throw new Error(`content type ${info.contentType} is not SignedData`);
  const signedData = new pkijs.SignedData({ schema: info.content });
  const { eContentType, eContent } = signedData.encapContentInfo;
  if (eContentType !== OID.tstInfo || !eContent) throw new Error('the signed content is not a TSTInfo');
  const tstInfo = pkijs.TSTInfo.fromBER(eContent.getValue());
  return { signedData, tstInfo };
}

export function certFromPem(pem: string): pkijs.Certificate {
  const b64 = pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  if (!b64) throw new Error('no certificate in PEM text');
  return pkijs.Certificate.fromBER(arrayBuffer(new Uint8Array(Buffer.from(b64, 'base64'))));
}

export function certDer(cert: pkijs.Certificate): Uint8Array {
  return new Uint8Array(cert.toSchema().toBER());
}

/** The certificate's subject common name, for messages people read. */
export function commonName(cert: pkijs.Certificate): string {
  const cn = cert.subject.typesAndValues.find((tv) => tv.type === OID.commonName);
  const value: unknown = cn?.value.valueBlock.value;
  return typeof value === 'string' ? value : '(unnamed)';
}

/** RFC 3161 §2.3: a TSA's signing certificate carries extKeyUsage id-kp-timeStamping. */
export function isTimeStampingCert(cert: pkijs.Certificate): boolean {
  const ext = cert.extensions?.find((e) => e.extnID === OID.extKeyUsage);
  const usage = ext?.parsedValue as pkijs.ExtKeyUsage | undefined;
  return usage?.keyPurposes.includes(OID.timeStamping) ?? false;
}

/**
 * RFC 5652 rules for the unsigned envelope of a token: SignedData version 3 (the content is not id-data),
 * SignerInfo version 1 for an issuer-and-serial signer id (3 for a key id), and the signer's digest
 * algorithm listed in digestAlgorithms. None changes what was stamped, but a token that breaks them was
 * altered or badly made, and a verifier should say so.
 */
export function envelopeProblem(signedData: pkijs.SignedData): string | null {
  const signer = signedData.signerInfos[0];
  if (!signer || signedData.signerInfos.length !== 1) return 'the token must have exactly one signer';
  if (signedData.version !== 3) return `SignedData version ${signedData.version}, expected 3`;
  const wantVersion = signer.sid instanceof pkijs.IssuerAndSerialNumber ? 1 : 3;
  if (signer.version !== wantVersion) return `SignerInfo version ${signer.version}, expected ${wantVersion}`;
  if (!signedData.digestAlgorithms.some((a) => a.algorithmId === signer.digestAlgorithm.algorithmId)) {
    return "the signer's digest algorithm is not listed in digestAlgorithms";
  }
  return null;
}

/**
 * Whether the signer certificate's own signature holds, checked with its issuer when the token carries
 * the issuer (or the certificate is self-signed); null when the issuer is not at hand.
 */
export async function signerCertIntact(signer: pkijs.Certificate, certs: pkijs.CertificateSetItem[]): Promise<boolean | null> {
  const issuer = signer.issuer.isEqual(signer.subject)
    ? signer
    : certs.find((c): c is pkijs.Certificate => c instanceof pkijs.Certificate && c.subject.isEqual(signer.issuer));
  if (!issuer) return null;
  try {
    return await signer.verify(issuer);
  } catch {
    return false;
  }
}
