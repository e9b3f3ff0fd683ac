import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ROLE_HEADER } from '@evidence/shared/constants';
import { ZSharedListResponse, type TSharedListResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { session } from '@/lib/session';
import { EVIDENCE_LIST_KEY } from './get-list';

/** GET /api/data/sharedList {page}: 与我共享 — records others own and shared with me (signed contracts, decision 813). */
export function sharedList(page: number, signal?: AbortSignal): Promise<TSharedListResponse> {
  return api.get('/api/data/sharedList', { params: { page }, schema: ZSharedListResponse, signal });
}

export function useSharedList(page: number, enabled = true) {
  return useQuery({ queryKey: [...EVIDENCE_LIST_KEY, 'shared', page], queryFn: ({ signal }) => sharedList(page, signal), placeholderData: keepPreviousData, retry: false, enabled });
}

/** The file name of a Content-Disposition header (RFC 8187 `filename*` first). */
function fileNameOf(header: string | null, fallback: string): string {
  const star = header && /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (star) return decodeURIComponent(star);
  return (header && /filename="?([^";]+)"?/i.exec(header)?.[1]) || fallback;
}

/**
 * GET /api/data/sharedDownload {id}: the shared record's file behind the session's bearer token, saved by the
 * browser. A refusal is an envelope: asked again through the api client so its message shows as usual.
 */
export async function downloadShared(id: number, fallbackName: string): Promise<void> {
  const s = session.get();
  const headers: Record<string, string> = { [ROLE_HEADER]: s.role };
  if (s.token) headers.Authorization = `Bearer ${s.token}`;
  const url = `/api/data/sharedDownload?id=${encodeURIComponent(String(id))}`;
  const res = await fetch(url, { headers, credentials: 'same-origin' }).catch(() => null);
  if (!res || !res.ok || !(res.headers.get('content-type') ?? '').includes('application/pdf')) {
    await api.get('/api/data/sharedDownload', { params: { id } });
    throw new Error('下载失败，请稍后重试');
  }
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = fileNameOf(res.headers.get('content-disposition'), fallbackName);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
