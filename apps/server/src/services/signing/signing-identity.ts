import fs from 'node:fs';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { arrayBuffer, commonName } from '../../providers/anchor/tsa-token';
import { localTestIdentity, type LocalTestSpec } from './local-test-certificate';
import { readP12, type P12Contents } from './read-p12';

export interface SigningIdentity extends P12Contents {
  /** SHA-256 over the certificate's DER, lower-case hex: how a checked signature is matched to us */
  fingerprint256: string;
  /** the certificate subject's common name */
  commonName: string;
  /** true for a self-signed certificate made in DATA_DIR (no NOTARY_SIGNING_P12 / NOTARY_OFFICE_P12 configured) */
  isLocalTest: boolean;
}

export interface SigningIdentityConfig {
  p12File?: string | undefined;
  p12Password?: string | undefined;
  dataDir: string;
  /** which local test certificate stands in without a file: the platform's when absent */
  localTest?: LocalTestSpec | undefined;
}

/** The subject's common name, read from the DER (Node's `subject` text escapes commas and non-ASCII). */
export function commonNameOf(certDer: Buffer): string {
  return commonName(new pkijs.Certificate({ schema: asn1js.fromBER(arrayBuffer(certDer)).result }));
}

/**
 * A signing identity: the configured PKCS#12, else the local test certificate `cfg.localTest` names (the
 * platform's by default). One loader for the platform's and the notary office's identity.
 */
export function loadSigningIdentity(cfg: SigningIdentityConfig): SigningIdentity {
  const isLocalTest = !cfg.p12File;
  const contents = cfg.p12File ? readP12(fs.readFileSync(cfg.p12File), cfg.p12Password ?? '') : localTestIdentity(cfg.dataDir, cfg.localTest);
  return {
    ...contents,
    fingerprint256: contents.certificate.fingerprint256.replaceAll(':', '').toLowerCase(),
    commonName: commonNameOf(contents.certificate.raw),
    isLocalTest,
  };
}
