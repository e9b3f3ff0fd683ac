import { masterKey, sealedText } from '../crypto/sealed-text';

/**
 * Identity data at rest (issue 5 "Data protection"): ID numbers, bank account numbers and phone
 * numbers of verification forms are sealed with AES-256-GCM (services/crypto/sealed-text.ts). The
 * associated data is the account and the column, so a value copied into another account or field
 * does not open. An individual's ID number is also kept as a keyed hash (HMAC-SHA-256 under a key
 * derived from the same master), which finds "the same number" without decrypting anything and
 * says nothing to whoever reads the database without the key.
 *
 * The key: IDENTITY_KEY (64 hex digits; several servers must share it), else `$DATA_DIR/identity-key`.
 */
export type SealedField =
  | 'id_card'
  | 'mobile'
  | 'legal_idcard'
  | 'account_no'
  | 'contact_phone'
  | 'contact_idcard'
  | 'author_phone'
  | 'author_idcard'
  // an agent named on a notarial application form (services/notary/apply-form.ts)
  | 'notary_agent_idcard'
  | 'notary_agent_phone';

export interface IdentityCipher {
  seal(userId: number, field: SealedField, value: string): string;
  /** the value, or null when it does not open (another key, tampered, moved) */
  open(userId: number, field: SealedField, sealed: string): string | null;
  /** the keyed hash of an ID number (64 hex digits) */
  idKey(idNumber: string): string;
}

const cache = new Map<string, IdentityCipher>();

export function identityCipher(config: { dataDir: string; identityKey?: string | undefined }): IdentityCipher {
  const cacheKey = `${config.dataDir}\n${config.identityKey ?? ''}`;
  let c = cache.get(cacheKey);
  if (!c) {
    c = identityCipherFromMaster(masterKey(config.dataDir, 'identity-key', config.identityKey));
    cache.set(cacheKey, c);
  }
  return c;
}

export function identityCipherFromMaster(master: Buffer): IdentityCipher {
  const sealer = sealedText(master, 'identity');
  const aad = (userId: number, field: SealedField) => `user:${userId}:${field}`;
  return {
    seal: (userId, field, value) => sealer.seal(aad(userId, field), value),
    open: (userId, field, sealed) => sealer.open(aad(userId, field), sealed),
    idKey: (idNumber) => sealer.digest(`id-card:${idNumber.toUpperCase()}`).toString('hex'),
  };
}
