import { useQuery } from '@tanstack/react-query';
import { CAPTURE_WEB_POLL_MS } from '@evidence/shared/constants';
import { ZElecView, type TElecView } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** GET /api/share/getElecView?baoquan=&viewToken=: the capture's view (owner, or the record's view token). */
export function getElecView(baoquan: string, viewToken: string | undefined, signal?: AbortSignal): Promise<TElecView> {
  return api.get('/api/share/getElecView', { params: { baoquan, ...(viewToken ? { viewToken } : {}) }, schema: ZElecView, onExpired: 'silent', signal });
}

const MOVING = ['queued', 'running'];

/** The view, read again every 3 s while the capture is still queued or running (the owner watches it finish). */
export function useElecView(baoquan: string, viewToken: string | undefined) {
  return useQuery({
    queryKey: ['captures', 'elec-view', baoquan, viewToken ?? ''],
    queryFn: ({ signal }) => getElecView(baoquan, viewToken, signal),
    retry: false,
    refetchInterval: (q) => (q.state.data && MOVING.includes(q.state.data.status) ? CAPTURE_WEB_POLL_MS : false),
  });
}

/** Where the report or the screenshot is read (an <img> or a link sends no login header: the view token opens it). */
export function elecFileUrl(baoquan: string, role: 'report' | 'screenshot', viewToken: string | null | undefined): string {
  const q = new URLSearchParams({ baoquan, role, ...(viewToken ? { viewToken } : {}) });
  return `/api/share/getElecFile?${q.toString()}`;
}
