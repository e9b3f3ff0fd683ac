import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSealPreview, type TSealPreview } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** GET /api/seal/preview: the seal the server would generate from the verified name (nothing stored). */
export function getSealPreview(signal?: AbortSignal): Promise<TSealPreview> {
  return api.get('/api/seal/preview', { schema: ZSealPreview, signal });
}

export function sealPreviewQuery() {
  return queryOptions({ queryKey: ['seals', 'preview'] as const, queryFn: ({ signal }) => getSealPreview(signal), retry: false, staleTime: 60_000 });
}

export function useSealPreview(enabled: boolean) {
  return useQuery({ ...sealPreviewQuery(), enabled });
}
