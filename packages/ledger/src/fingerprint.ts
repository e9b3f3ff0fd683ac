import { sha256, toHex } from './hash';
import { parseVerifierKey } from './note';

/**
 * The ledger key's fingerprint: SHA-256 of the 32-byte Ed25519 public key, lower-case hex (64 digits).
 * A reader compares it between the certificate's 技术附录, the /verify page and the offline verifier, so
 * every one of them computes it here. The signed note's own key id (4 bytes) is far too short for that.
 */
export function verifierKeyFingerprint(verifierKey: string): string {
  return toHex(sha256(parseVerifierKey(verifierKey).publicKey));
}

/** The fingerprint in groups of four hex digits, easier to read aloud and to compare by eye. */
export function groupFingerprint(fingerprint: string): string {
  return fingerprint.replace(/(.{4})(?=.)/g, '$1 ');
}
