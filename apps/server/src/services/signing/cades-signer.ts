import { createHash, type webcrypto } from 'node:crypto';
import { Signer } from '@signpdf/utils';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { arrayBuffer, useNodeCrypto } from '../../providers/anchor/tsa-token';
import type { SigningIdentity } from './signing-identity';

export const CMS_OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  timeStampToken: '1.2.840.113549.1.9.16.2.14',
  sha256: '2.16.840.1.101.3.4.2.1',
} as const;

/** What the signer did, read by signPdf after @signpdf has called it. */
export interface CadesOutcome {
  level: 'B-B' | 'B-T';
}

const attribute = (type: string, value: asn1js.BaseBlock) => new pkijs.Attribute({ type, values: [value] });

/**
 * ESS signing-certificate-v2 (RFC 5035) with one ESSCertIDv2: SHA-256 is the default hash algorithm,
 * so it is left out, and issuerSerial is left out as the CAdES baseline profile advises.
 */
function signingCertificateV2(certDer: Buffer): asn1js.Sequence {
  const certHash = createHash('sha256').update(certDer).digest();
  return new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: arrayBuffer(certHash) })] })] })] });
}

/**
 * The CMS of a PAdES baseline signature (ETSI EN 319 142-1, SubFilter ETSI.CAdES.detached), built
 * with pkijs because no Node signer on npm leaves out what PAdES forbids: the signed attributes are
 * exactly content-type, message-digest and signing-certificate-v2 — no signing-time (the signing
 * time is the signature dictionary's /M). With a time stamper the RFC 3161 token over the signature
 * value goes in as the unsigned signature-time-stamp attribute (B-T); if it fails, `onTimeStampError`
 * decides and the signature stays B-B.
 */
export class CadesSigner extends Signer {
  outcome: CadesOutcome = { level: 'B-B' };
  #key: Promise<webcrypto.CryptoKey>;

  constructor(
    private readonly identity: SigningIdentity,
    private readonly timeStamp?: (signatureValue: Uint8Array) => Promise<Uint8Array>,
    private readonly onTimeStampError?: (err: unknown) => void,
  ) {
    super();
    useNodeCrypto();
    const pkcs8 = identity.privateKey.export({ format: 'der', type: 'pkcs8' });
    this.#key = globalThis.crypto.subtle.importKey('pkcs8', pkcs8, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['sign']);
  }

  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    const certs = [this.identity.certificate, ...this.identity.chain].map((c) => new pkijs.Certificate({ schema: asn1js.fromBER(arrayBuffer(c.raw)).result }));
    const cert = certs[0]!;
    const digest = createHash('sha256').update(pdfBuffer).digest();
    const signerInfo = new pkijs.SignerInfo({
      version: 1,
      sid: new pkijs.IssuerAndSerialNumber({ issuer: cert.issuer, serialNumber: cert.serialNumber }),
      signedAttrs: new pkijs.SignedAndUnsignedAttributes({
        type: 0,
        attributes: [
          attribute(CMS_OID.contentType, new asn1js.ObjectIdentifier({ value: CMS_OID.data })),
          attribute(CMS_OID.messageDigest, new asn1js.OctetString({ valueHex: arrayBuffer(digest) })),
          attribute(CMS_OID.signingCertificateV2, signingCertificateV2(this.identity.certificate.raw)),
        ],
      }),
    });
    const signedData = new pkijs.SignedData({
      version: 1,
      encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: CMS_OID.data }), // detached: no eContent
      signerInfos: [signerInfo],
      certificates: certs,
    });
    await signedData.sign(await this.#key, 0, 'SHA-256');
    this.outcome = { level: 'B-B' };
    if (this.timeStamp) {
      try {
        const token = await this.timeStamp(new Uint8Array(signerInfo.signature.valueBlock.valueHexView));
        signerInfo.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({
          type: 1,
          attributes: [attribute(CMS_OID.timeStampToken, asn1js.fromBER(arrayBuffer(token)).result)],
        });
        this.outcome = { level: 'B-T' };
      } catch (err) {
        this.onTimeStampError?.(err);
      }
    }
    const contentInfo = new pkijs.ContentInfo({ contentType: CMS_OID.signedData, content: signedData.toSchema(true) });
    return Buffer.from(contentInfo.toSchema().toBER());
  }
}
