import { api } from '@/lib/api-client';
import { session } from '@/lib/session';
import { withQuery } from '@/lib/form-encode';

/** The file name of a Content-Disposition header (RFC 8187 `filename*` first). */
function fileNameOf(header: string | null, fallback: string): string {
  const star = header && /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (star) return decodeURIComponent(star);
  return (header && /filename="?([^";]+)"?/i.exec(header)?.[1]) || fallback;
}

/**
 * GET /api/admin/payments/statement?from=&to= (Beijing days): the daily statement of what was received and
 * refunded per channel, saved by the browser. A refusal (a reversed or too long range, an expired session)
 * is an envelope: asked again through the api client so its message and the login handling are the usual ones.
 */
export async function downloadStatement(from: string, to: string): Promise<void> {
  const params = { from, to };
  const token = session.get().adminToken;
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const res = await fetch(withQuery('/api/admin/payments/statement', params), { headers, credentials: 'same-origin' }).catch(() => null);
  if (!res || !res.ok || !(res.headers.get('content-type') ?? '').includes('spreadsheetml')) {
    await api.get('/api/admin/payments/statement', { scope: 'admin', params });
    throw new Error('下载失败，请稍后重试');
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileNameOf(res.headers.get('content-disposition'), '收款退款日报.xlsx');
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
