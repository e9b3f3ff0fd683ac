import { ZLedgerPublicKey } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/**
 * GET /api/ledger/publicKey: the key this platform publishes for its ledger. The verify page compares
 * the proof's key with it; when it cannot be fetched (offline), the page says it used the proof's own key.
 */
export async function fetchPublishedKey(): Promise<{ key: string; from: string } | null> {
  try {
    const data = await api.get('/api/ledger/publicKey', { schema: ZLedgerPublicKey });
    return { key: data.verifierKey, from: `${window.location.origin}/api/ledger/publicKey` };
  } catch {
    return null;
  }
}
