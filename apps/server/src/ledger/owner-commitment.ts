import { hash, randomBytes } from 'node:crypto';

/**
 * The leaf names its owner only by a salted commitment (ARCHITECTURE.md "The ledger"):
 * SHA-256("evidence-owner/v1\n" ‖ owner user id ‖ "\n" ‖ salt), hex. The salt is random per record
 * and kept in the database, so the public ledger reveals nothing, while the platform (or the owner,
 * given the salt) can show in court which account preserved the file.
 */
export function newOwnerSalt(): string {
  return randomBytes(32).toString('hex');
}

export function ownerCommitment(ownerUserId: number, salt: string): string {
  // one-shot hashing: fsck computes this for every record (decision 161)
  return hash('sha256', `evidence-owner/v1\n${ownerUserId}\n${salt}`, 'hex');
}
