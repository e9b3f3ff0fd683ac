import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZIosDataList, type TIosDataList } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { DEVICES_KEY } from './keys';

export interface AppListQuery {
  page: number;
  keyword?: string;
  type?: number;
  startTime?: number;
  endTime?: number;
}

/** GET /api/data/getIosDataList: the caller's app evidence, 10 a page. */
export function getIosDataList(q: AppListQuery, signal?: AbortSignal): Promise<TIosDataList> {
  return api.get('/api/data/getIosDataList', { params: { ...q }, schema: ZIosDataList, signal });
}

export function useIosDataList(q: AppListQuery) {
  return useQuery({ queryKey: [...DEVICES_KEY, 'app', q], queryFn: ({ signal }) => getIosDataList(q, signal), placeholderData: keepPreviousData, retry: false });
}
