import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSealList, type TSealList } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

export const SEAL_LIST_KEY = ['seals', 'list'] as const;

/** GET /api/seal/getList: the account's seals, the default first; pic_url links expire, so refetch on focus. */
export function getSealList(signal?: AbortSignal): Promise<TSealList> {
  return api.get('/api/seal/getList', { schema: ZSealList, signal });
}

export function sealListQuery() {
  return queryOptions({ queryKey: SEAL_LIST_KEY, queryFn: ({ signal }) => getSealList(signal), refetchOnWindowFocus: 'always', retry: false });
}

export function useSealList(enabled = true) {
  return useQuery({ ...sealListQuery(), enabled });
}
