import { useQuery } from '@tanstack/react-query';
import { ZH5Seals } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { H5_CALL } from '../lib/h5';

/** GET /api/h5elesign/seals?token= — a company signer's usable seals with their images. */
export function getSeals(token: string) {
  return api.get('/api/h5elesign/seals', { params: { token }, schema: ZH5Seals, ...H5_CALL });
}

export function useSeals(token: string, enabled: boolean) {
  return useQuery({ queryKey: ['h5elesign', 'seals', token], queryFn: () => getSeals(token), enabled, retry: false, meta: { silentError: true } });
}
