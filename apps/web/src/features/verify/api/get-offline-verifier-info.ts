import { queryOptions } from '@tanstack/react-query';
import { ZOfflineVerifierInfo } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** GET /api/verify/offlineVerifierInfo: the offline verifier's SHA-256 and the ledger key's fingerprint. */
export const OFFLINE_VERIFIER_URL = '/api/verify/offlineVerifier';

export const offlineVerifierInfoQuery = () =>
  queryOptions({
    queryKey: ['verify', 'offlineVerifierInfo'],
    queryFn: () => api.get('/api/verify/offlineVerifierInfo', { schema: ZOfflineVerifierInfo }),
    staleTime: Infinity,
    retry: false,
  });
