import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sha256Hex } from './digests';

/** The key file in DATA_DIR (PKCS#8 PEM, mode 0600), made at the first capture and kept for ever. */
export const WACZ_KEY_FILE = 'capture-wacz-signing-key.pem';

/**
 * ECDSA P-384 with SHA-256, signature in IEEE P1363 form (r‖s) and the public key as base64 SPKI: the
 * wacz-auth "anonymous" form exactly as ReplayWeb.page (wabac.js certutils) verifies it, so a court or
 * an expert can open our packages in that public tool and see the signature checked.
 */
const CURVE = 'secp384r1';

export interface WaczSigner {
  /** base64 SPKI DER of the public key, as written into signedData.publicKey */
  publicKey: string;
  /** SHA-256 of the SPKI DER, hex: how pages and the report name the key */
  fingerprint: string;
  sign(text: string): string;
}

function signerOf(privateKey: KeyObject): WaczSigner {
  const spki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  return {
    publicKey: spki.toString('base64'),
    fingerprint: sha256Hex(spki),
    sign: (text) => sign('sha256', Buffer.from(text, 'utf8'), { key: privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64'),
  };
}

/**
 * The platform's package-signing key: read from DATA_DIR, or made once there. Created under a temporary
 * name and linked into place, so two servers starting on one data directory end with the same key.
 */
export function loadWaczSigner(dataDir: string): WaczSigner {
  const file = path.join(dataDir, WACZ_KEY_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: CURVE });
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    fs.writeFileSync(tmp, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    try {
      fs.linkSync(tmp, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      fs.rmSync(tmp, { force: true });
    }
  }
  return signerOf(createPrivateKey(fs.readFileSync(file, 'utf8')));
}

/** Checks an anonymous signature: `signature` over the UTF-8 text of `hash` by `publicKey`. */
export function verifyAnonymous(signed: { hash: string; signature: string; publicKey: string }): boolean {
  try {
    const key = createPublicKey({ key: Buffer.from(signed.publicKey, 'base64'), format: 'der', type: 'spki' });
    return verify('sha256', Buffer.from(signed.hash, 'utf8'), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signed.signature, 'base64'));
  } catch {
    return false;
  }
}

export function publicKeyFingerprint(publicKeyB64: string): string {
  return sha256Hex(Buffer.from(publicKeyB64, 'base64'));
}
