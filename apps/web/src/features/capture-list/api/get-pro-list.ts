import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CaptureStatus } from '@evidence/shared/constants';
import { ZGetProListResponse, type TGetProListRequest, type TGetProListResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { CAPTURE_LIST_KEY } from './keys';

/** POST /api/processlist/getProList: type (2 web, 9 virtual machine, 8 TV box), page, filters → {count, list}. */
export function getProList(body: TGetProListRequest, signal?: AbortSignal): Promise<TGetProListResponse> {
  return api.post('/api/processlist/getProList', { body: { ...body }, schema: ZGetProListResponse, signal });
}

const MOVING: readonly string[] = [CaptureStatus.queued, CaptureStatus.running, CaptureStatus.processing];

/** The list, read again every 3 s while one of its captures is still queued, running or being processed. */
export function useGetProList(body: TGetProListRequest) {
  return useQuery({
    queryKey: [...CAPTURE_LIST_KEY, body],
    queryFn: ({ signal }) => getProList(body, signal),
    placeholderData: keepPreviousData,
    retry: false,
    refetchInterval: (q) => (q.state.data?.list.some((r) => MOVING.includes(r.status)) ? 3000 : false),
  });
}
