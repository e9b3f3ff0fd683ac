import { useQuery } from '@tanstack/react-query';
import { MSG, ROLE_HEADER } from '@evidence/shared/constants';
import { ApiError } from '@/lib/api-client';
import { session } from '@/lib/session';
import { TEMPLATE_KEY } from './contract-temp-list';

/**
 * GET /api/ElcSign/contractTempFile {id}: the template's PDF bytes, fetched with the bearer token (a
 * plain URL would carry none) and handed to the PDF viewer. A refusal arrives as the JSON envelope.
 */
export async function getTemplateFile(id: number, signal?: AbortSignal): Promise<ArrayBuffer> {
  const s = session.get();
  const headers: Record<string, string> = { [ROLE_HEADER]: s.role };
  if (s.token) headers.Authorization = `Bearer ${s.token}`;
  let res: Response;
  try {
    res = await fetch(`/api/ElcSign/contractTempFile?id=${id}`, { headers, credentials: 'same-origin', signal });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError({ code: 0, msg: MSG.networkError, data: null });
  }
  if (!res.ok || !(res.headers.get('content-type') ?? '').includes('application/pdf')) {
    const env = (await res.json().catch(() => null)) as { code?: number; msg?: string } | null;
    throw new ApiError({ code: env?.code ?? res.status, msg: env?.msg ?? MSG.serverError, data: null });
  }
  return res.arrayBuffer();
}

export function useTemplateFile(id: number) {
  // the bytes of a template change only through an edit, which invalidates TEMPLATE_KEY
  return useQuery({ queryKey: [...TEMPLATE_KEY, 'file', id], queryFn: ({ signal }) => getTemplateFile(id, signal), enabled: id > 0, retry: false, staleTime: 60_000 });
}
