import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZDeviceList, type TDeviceList } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { DEVICES_KEY } from './keys';

/** GET /api/bwcData/deviceList {page, keyword}: the company's recorders (a member: its bound one). */
export function getDeviceList(q: { page: number; keyword?: string }, signal?: AbortSignal): Promise<TDeviceList> {
  return api.get('/api/bwcData/deviceList', { params: { page: q.page, ...(q.keyword ? { keyword: q.keyword } : {}) }, schema: ZDeviceList, signal });
}

export function deviceListQuery(q: { page: number; keyword?: string }) {
  return queryOptions({ queryKey: [...DEVICES_KEY, 'list', q], queryFn: ({ signal }) => getDeviceList(q, signal), placeholderData: keepPreviousData, retry: false });
}

export function useDeviceList(q: { page: number; keyword?: string }, enabled = true) {
  return useQuery({ ...deviceListQuery(q), enabled });
}
