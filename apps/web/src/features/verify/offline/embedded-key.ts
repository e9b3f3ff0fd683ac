import { groupFingerprint, parseVerifierKey, verifierKeyFingerprint } from '@evidence/ledger';

/**
 * The ledger key the platform wrote into this copy of the offline verifier when it was downloaded
 * (apps/server/src/services/verify/offline-verifier.ts replaces the placeholder of the meta tag). A copy
 * taken straight from the build has none: it then checks against the proof's own key and says so.
 */
export const LEDGER_META = 'evidence-ledger';
export const LEDGER_PLACEHOLDER = '__EVIDENCE_LEDGER__';

export interface EmbeddedKey {
  verifierKey: string;
  fingerprint: string;
  siteName: string;
  siteUrl: string;
}

export type EmbeddedKeyState = { kind: 'none' } | { kind: 'invalid' } | ({ kind: 'key' } & EmbeddedKey);

export function readEmbeddedKey(doc: Document): EmbeddedKeyState {
  const content = doc.querySelector(`meta[name="${LEDGER_META}"]`)?.getAttribute('content') ?? LEDGER_PLACEHOLDER;
  if (content === LEDGER_PLACEHOLDER) return { kind: 'none' };
  try {
    const v = JSON.parse(content) as Partial<EmbeddedKey>;
    if (typeof v.verifierKey !== 'string' || typeof v.siteName !== 'string' || typeof v.siteUrl !== 'string') return { kind: 'invalid' };
    parseVerifierKey(v.verifierKey);
    // computed here, from the key itself, so the fingerprint shown is the one of the key actually used
    return { kind: 'key', verifierKey: v.verifierKey, fingerprint: groupFingerprint(verifierKeyFingerprint(v.verifierKey)), siteName: v.siteName, siteUrl: v.siteUrl };
  } catch {
    return { kind: 'invalid' };
  }
}
