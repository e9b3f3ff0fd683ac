import { ROLE_HEADER } from '@evidence/shared/constants';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/form-encode';
import { session } from '@/lib/session';

/** The file name of a Content-Disposition header (RFC 8187 `filename*` first). */
function fileNameOf(header: string | null, fallback: string): string {
  const star = header && /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (star) return decodeURIComponent(star);
  return (header && /filename="?([^";]+)"?/i.exec(header)?.[1]) || fallback;
}

/**
 * GET /api/ElcSign/downSignFile {sign_id, kind}: the PDF behind the session's bearer token, saved by the
 * browser. A refusal is an envelope: asked again through the api client so its message shows as usual.
 */
export async function downSignFile(signId: number, kind: 'original' | 'signed'): Promise<void> {
  const params = { sign_id: signId, kind };
  const s = session.get();
  const headers: Record<string, string> = { [ROLE_HEADER]: s.role };
  if (s.token) headers.Authorization = `Bearer ${s.token}`;
  const res = await fetch(withQuery('/api/ElcSign/downSignFile', params), { headers, credentials: 'same-origin' }).catch(() => null);
  if (!res || !res.ok || !(res.headers.get('content-type') ?? '').includes('application/pdf')) {
    await api.get('/api/ElcSign/downSignFile', { params });
    throw new Error('下载失败，请稍后重试');
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileNameOf(res.headers.get('content-disposition'), kind === 'signed' ? '签署文件.pdf' : '合同原文件.pdf');
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
