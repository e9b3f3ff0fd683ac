import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import { masterKey, sealedText, type SealedText } from '../crypto/sealed-text';

/**
 * The secrets of this area, sealed at rest under the identity master key (IDENTITY_KEY or
 * `$DATA_DIR/identity-key`, like verification data) with purposes of their own:
 * - a recorder's HMAC key: the server must hold the key itself to check a signature, so it is sealed
 *   (AES-256-GCM), bound to the device's public id, and shown to the company once (decision 582);
 * - an officer's ID number in a recording's enforcement information, bound to the evidence number
 *   (decision 586): copied onto another record it does not open.
 * Neither is ever logged.
 */
const cache = new Map<string, { key: SealedText; idCard: SealedText }>();

function sealers(config: Pick<Config, 'dataDir' | 'identityKey'>) {
  const cacheKey = `${config.dataDir}\n${config.identityKey ?? ''}`;
  let s = cache.get(cacheKey);
  if (!s) {
    const master = masterKey(config.dataDir, 'identity-key', config.identityKey);
    s = { key: sealedText(master, 'bwc-device-key'), idCard: sealedText(master, 'enforce-id-card') };
    cache.set(cacheKey, s);
  }
  return s;
}

type KeyConfig = Pick<Config, 'dataDir' | 'identityKey'>;

/** A new device key: 32 random bytes as 64 hex digits (what the company copies into the recorder). */
export const newDeviceSecret = () => randomBytes(32).toString('hex');

export const sealDeviceSecret = (config: KeyConfig, deviceNo: string, secret: string) => sealers(config).key.seal(`bwc-device:${deviceNo}`, secret);
export const openDeviceSecret = (config: KeyConfig, deviceNo: string, sealed: string) => sealers(config).key.open(`bwc-device:${deviceNo}`, sealed);

export const sealEnforceIdCard = (config: KeyConfig, evidenceNo: string, idCard: string) => sealers(config).idCard.seal(`enforce:${evidenceNo}`, idCard);
export const openEnforceIdCard = (config: KeyConfig, evidenceNo: string, sealed: string) => sealers(config).idCard.open(`enforce:${evidenceNo}`, sealed);

/** HMAC-SHA-256 of the canonical text, hex. */
export const hmacHex = (secret: string, text: string) => createHmac('sha256', Buffer.from(secret, 'hex')).update(text, 'utf8').digest('hex');

/** Compares two hex signatures in constant time (different lengths are simply unequal). */
export function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a.toLowerCase(), 'utf8');
  const y = Buffer.from(b.toLowerCase(), 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}
