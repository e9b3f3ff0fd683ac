import { createPublicKey } from 'node:crypto';
import type { TWaczKey } from '@evidence/shared/contracts';
import { loadWaczSigner } from './wacz-signer';

/** The package-signing key as published: base64 SPKI (as inside the packages), its fingerprint and a PEM. */
export function publishedWaczKey(dataDir: string): TWaczKey {
  const signer = loadWaczSigner(dataDir);
  const pem = createPublicKey({ key: Buffer.from(signer.publicKey, 'base64'), format: 'der', type: 'spki' }).export({ type: 'spki', format: 'pem' }).toString();
  return { algorithm: 'ECDSA P-384', publicKey: signer.publicKey, fingerprint: signer.fingerprint, pem };
}
