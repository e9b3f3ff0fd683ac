import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZBwcDataList, type TBwcDataList } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { DEVICES_KEY } from './keys';

export interface BwcListQuery {
  page: number;
  keyword?: string;
  startTime?: number;
  endTime?: number;
  member_id?: number;
  device_id?: number;
}

/** GET /api/bwcData/getBwcDataList: a member's own recordings, or (main account) all members' with filters. */
export function getBwcDataList(q: BwcListQuery, signal?: AbortSignal): Promise<TBwcDataList> {
  return api.get('/api/bwcData/getBwcDataList', { params: { ...q }, schema: ZBwcDataList, signal });
}

export function useBwcDataList(q: BwcListQuery) {
  return useQuery({ queryKey: [...DEVICES_KEY, 'recordings', q], queryFn: ({ signal }) => getBwcDataList(q, signal), placeholderData: keepPreviousData, retry: false });
}
