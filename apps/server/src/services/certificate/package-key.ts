import type { Db } from '../../db/connect';
import { publicKeyFingerprint } from '../capture/package/wacz-signer';

/** Where the platform publishes its package-signing key (routes/api/share/wacz-key.ts, decision 644). */
export const WACZ_KEY_PATH = '/api/share/waczKey';

/** The published key's address on a site. */
export const waczKeyUrl = (base: string) => `${base.replace(/\/+$/, '')}${WACZ_KEY_PATH}`;

/** How a document names the key: its fingerprint and where the platform publishes it, to compare without the package. */
export const packageKeyRows = (fingerprint: string, base: string) => [
  { label: '证据包签名密钥', value: `SHA-256 指纹 ${fingerprint}`, mono: true },
  { label: '密钥公布地址', value: waczKeyUrl(base) },
];

/**
 * The fingerprint of the key that signed a capture record's WACZ, as the platform recorded it when it
 * signed (a web capture's facts name it, a 过程取证 session's facts carry the signedData's key); null for
 * a record that is no capture package. Read from the platform's row, not from the package: a court
 * compares the package's key with this one and with the published one, and trusts none of them alone.
 */
export async function capturePackageKey(db: Db, evidenceId: number): Promise<string | null> {
  const c = await db.selectFrom('captures').select('facts_json').where('evidence_id', '=', evidenceId).executeTakeFirst();
  if (!c?.facts_json) return null;
  const facts = JSON.parse(c.facts_json) as { signature?: { keyFingerprint?: unknown }; signedData?: { publicKey?: unknown } };
  if (typeof facts.signature?.keyFingerprint === 'string') return facts.signature.keyFingerprint;
  if (typeof facts.signedData?.publicKey === 'string') return publicKeyFingerprint(facts.signedData.publicKey);
  return null;
}
