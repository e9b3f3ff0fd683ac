import type { webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { useNodeCrypto } from '../../../src/providers/anchor/tsa-token';

export interface TsaIdentity {
  cert: pkijs.Certificate;
  certPem: string;
  privateKey: webcrypto.CryptoKey;
}

const name = (cn: string) =>
  new pkijs.RelativeDistinguishedNames({
    typesAndValues: [
      new pkijs.AttributeTypeAndValue({ type: '2.5.4.6', value: new asn1js.PrintableString({ value: 'CN' }) }),
      new pkijs.AttributeTypeAndValue({ type: '2.5.4.3', value: new asn1js.Utf8String({ value: cn }) }),
    ],
  });

const ext = (extnID: string, critical: boolean, value: asn1js.BaseBlock) =>
  new pkijs.Extension({ extnID, critical, extnValue: value.toBER(false) });

/**
 * A self-signed TSA certificate like a real one (RFC 3161 §2.3): RSA-2048, keyUsage digitalSignature +
 * nonRepudiation, and extKeyUsage id-kp-timeStamping only, marked critical.
 */
export async function createTsaIdentity(commonName = 'Test TSA (local)', options: { timeStamping?: boolean } = {}): Promise<TsaIdentity> {
  useNodeCrypto();
  const keys = await globalThis.crypto.subtle.generateKey(
    { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['sign', 'verify'],
  );
  const serial = globalThis.crypto.getRandomValues(new Uint8Array(8));
  serial[0] = (serial[0]! & 0x7f) | 0x40;
  const cert = new pkijs.Certificate({
    version: 2,
    serialNumber: new asn1js.Integer({ valueHex: serial.buffer }),
    issuer: name(commonName),
    subject: name(commonName),
    notBefore: new pkijs.Time({ type: 0, value: new Date(Date.now() - 3600_000) }),
    notAfter: new pkijs.Time({ type: 0, value: new Date(Date.now() + 365 * 86400_000) }),
  });
  cert.extensions = [
    ext('2.5.29.19', true, new pkijs.BasicConstraints({ cA: false }).toSchema()),
    ext('2.5.29.15', true, new asn1js.BitString({ valueHex: new Uint8Array([0xc0]).buffer, unusedBits: 6 })),
    ext('2.5.29.37', true, new pkijs.ExtKeyUsage({ keyPurposes: [options.timeStamping === false ? '1.3.6.1.5.5.7.3.4' : '1.3.6.1.5.5.7.3.8'] }).toSchema()),
  ];
  await cert.subjectPublicKeyInfo.importKey(keys.publicKey);
  await cert.sign(keys.privateKey, 'SHA-256');
  const b64 = Buffer.from(cert.toSchema().toBER()).toString('base64');
  const certPem = `-----BEGIN CERTIFICATE-----\n${b64.replace(/(.{64})/g, '$1\n').trimEnd()}\n-----END CERTIFICATE-----\n`;
  return { cert, certPem, privateKey: keys.privateKey };
}
