import { useQuery } from '@tanstack/react-query';
import { ROLE_HEADER } from '@evidence/shared/constants';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/form-encode';
import { session } from '@/lib/session';

/**
 * The stored original of a draft (GET downSignFile kind original) as bytes, for the field editor when an
 * uploaded draft is edited. A refusal is asked again through the api client so its message is the usual one.
 */
export async function originalBytes(signId: number, signal?: AbortSignal): Promise<ArrayBuffer> {
  const params = { sign_id: signId, kind: 'original' };
  const s = session.get();
  const headers: Record<string, string> = { [ROLE_HEADER]: s.role };
  if (s.token) headers.Authorization = `Bearer ${s.token}`;
  const res = await fetch(withQuery('/api/ElcSign/downSignFile', params), { headers, credentials: 'same-origin', signal }).catch(() => null);
  if (!res || !res.ok || !(res.headers.get('content-type') ?? '').includes('application/pdf')) {
    await api.get('/api/ElcSign/downSignFile', { params, signal });
    throw new Error('合同文件读取失败，请稍后重试');
  }
  return res.arrayBuffer();
}

export function useOriginalBytes(signId: number | undefined, enabled: boolean) {
  return useQuery({ queryKey: ['esign-flows', 'original', signId], queryFn: ({ signal }) => originalBytes(signId!, signal), enabled: enabled && !!signId, retry: false, staleTime: Infinity });
}
