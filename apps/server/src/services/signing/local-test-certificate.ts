import { X509Certificate, createHash, createPrivateKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';
import type { P12Contents } from './read-p12';

export const LOCAL_TEST_CERT_FILE = 'signing-test-certificate.pem';
export const LOCAL_TEST_CN = '数据存证平台 本地测试签名证书 (local test certificate, not for production)';

/** Which local test certificate: its file in DATA_DIR and the names it carries, each saying it is a test. */
export interface LocalTestSpec {
  file: string;
  commonName: string;
  organization: string;
}

/** The platform's (no NOTARY_SIGNING_P12). */
export const PLATFORM_LOCAL_TEST: LocalTestSpec = { file: LOCAL_TEST_CERT_FILE, commonName: LOCAL_TEST_CN, organization: '数据存证平台 本地测试 (local test only)' };

/**
 * The notary office's (no NOTARY_OFFICE_P12), named for the configured office. Its own file, never the
 * platform's key (issue 23 item 3); the file name carries a hash of the office name, so renaming the
 * demo office makes a certificate that names the new one instead of signing with the old name.
 */
export function officeLocalTest(officeName: string): LocalTestSpec {
  const tag = createHash('sha256').update(officeName).digest('hex').slice(0, 12);
  return {
    file: `office-signing-test-certificate-${tag}.pem`,
    commonName: `${officeName} 本地测试签名证书 (local test certificate, not for production)`,
    organization: `${officeName} 本地测试 (local test only)`,
  };
}

/** A subject attribute in UTF-8 (forge writes PrintableString otherwise, which cannot hold Chinese). */
const utf8 = (shortName: string, value: string) => ({ shortName, value, valueTagClass: forge.asn1.Type.UTF8 as number });

/** A self-signed RSA-2048 certificate valid for 10 years, named so nobody mistakes it for a real one. */
function createPem(spec: LocalTestSpec): string {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `4${randomBytes(15).toString('hex')}`; // positive, 16 bytes
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365.25 * 86_400_000);
  const subject = [
    utf8('CN', spec.commonName),
    utf8('O', spec.organization),
    utf8('OU', '本地测试签名 (not a CA-issued certificate)'),
    { shortName: 'C', value: 'CN' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  const forgeKey = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
  cert.sign(forgeKey, forge.md.sha256.create());
  return `${privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()}${forge.pki.certificateToPem(cert)}`;
}

function fromPem(pem: string): P12Contents {
  return { privateKey: createPrivateKey(pem), certificate: new X509Certificate(pem), chain: [] };
}

/**
 * A local test signing identity (the platform's unless `spec` says otherwise): made once in DATA_DIR (key and certificate in one PEM, mode 0600)
 * and read back on every later start, so documents signed before and after a restart name the same
 * certificate. Created under a temporary name and linked into place, so two servers starting on one
 * data directory end up with the same file.
 */
export function localTestIdentity(dataDir: string, spec: LocalTestSpec = PLATFORM_LOCAL_TEST): P12Contents {
  const file = path.join(dataDir, spec.file);
  if (fs.existsSync(file)) return fromPem(fs.readFileSync(file, 'utf8'));
  fs.mkdirSync(dataDir, { recursive: true });
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(tmp, createPem(spec), { mode: 0o600 });
  try {
    fs.linkSync(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  return fromPem(fs.readFileSync(file, 'utf8'));
}
