import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZExtractCodeInfo, type TExtractCodeInfo } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

export const EXTRACT_CODE_KEY = ['user', 'extractCode'] as const;

/** GET /api/user/getExtractCode: the account's code (a sub-account's is the company's). Never cached in storage. */
export function getExtractCode(): Promise<TExtractCodeInfo> {
  return api.get('/api/user/getExtractCode', { schema: ZExtractCodeInfo });
}

export function extractCodeQuery() {
  return queryOptions({ queryKey: EXTRACT_CODE_KEY, queryFn: getExtractCode, gcTime: 0 });
}

export function useExtractCode() {
  return useQuery(extractCodeQuery());
}
