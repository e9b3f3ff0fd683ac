import { X509Certificate, createPrivateKey, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import forge from 'node-forge';

export interface P12Contents {
  privateKey: KeyObject;
  /** the certificate of the private key */
  certificate: X509Certificate;
  /** any other certificates in the file (intermediate CAs), embedded in each signature */
  chain: X509Certificate[];
}

/**
 * Opens a PKCS#12 file's bytes with its password: the private key and the certificate that belongs
 * to it (matched by key, not by position), plus the rest as the chain. node-forge reads both the
 * legacy (3DES/RC2) and the OpenSSL 3 (PBES2, AES-256, HMAC-SHA-256) encodings. RSA keys only.
 */
export function readP12(bytes: Buffer, password: string): P12Contents {
  const asn1 = forge.asn1.fromDer(forge.util.createBuffer(bytes.toString('binary')));
  const p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  const keyBags = [
    ...(p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag! })[forge.pki.oids.pkcs8ShroudedKeyBag!] ?? []),
    ...(p12.getBags({ bagType: forge.pki.oids.keyBag! })[forge.pki.oids.keyBag!] ?? []),
  ];
  const key = keyBags.find((b) => b.key)?.key;
  if (!key) throw new Error('the file holds no private key (or an unsupported, non-RSA key)');
  const privateKey = createPrivateKey(forge.pki.privateKeyToPem(key));
  const certs = (p12.getBags({ bagType: forge.pki.oids.certBag! })[forge.pki.oids.certBag!] ?? [])
    .flatMap((b) => (b.cert ? [new X509Certificate(Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(b.cert)).getBytes(), 'binary'))] : []));
  const certificate = certs.find((c) => c.checkPrivateKey(privateKey));
  if (!certificate) throw new Error('the file holds no certificate for its private key');
  return { privateKey, certificate, chain: certs.filter((c) => c !== certificate) };
}

/**
 * Why the configured PKCS#12 cannot sign, or null when it can: checked at start (config.ts) so a
 * wrong path or password stops the server with a clear message instead of failing the first order.
 * The password is never part of the message.
 */
export function p12Problem(file: string, password: string, passwordVariable = 'NOTARY_SIGNING_P12_PASSWORD'): string | null {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (err) {
    return `cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? 'unreadable'}`;
  }
  let contents: P12Contents;
  try {
    contents = readP12(bytes, password);
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    return `${file} cannot be opened with ${passwordVariable} (wrong password, or not a PKCS#12 file): ${why}`;
  }
  const notAfter = new Date(contents.certificate.validTo);
  if (notAfter.getTime() < Date.now()) return `the certificate in ${file} expired on ${notAfter.toISOString()}`;
  return null;
}

/**
 * Whether two PKCS#12 files hold the same key pair (compared by public key, so a copy of the file or the key
 * exported again with another password is the same identity); false when either cannot be opened (p12Problem
 * reports that). The office must never sign with the platform's key (decision 723).
 */
export function sameP12Key(a: { file: string; password: string }, b: { file: string; password: string }): boolean {
  try {
    const spki = (x: { file: string; password: string }) => readP12(fs.readFileSync(x.file), x.password).certificate.publicKey.export({ type: 'spki', format: 'der' });
    return spki(a).equals(spki(b));
  } catch {
    return false;
  }
}
