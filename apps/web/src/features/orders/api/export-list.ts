import type { TOrderListQuery } from '@evidence/shared/contracts';
import { ROLE_HEADER } from '@evidence/shared/constants';
import { api } from '@/lib/api-client';
import { session } from '@/lib/session';
import { withQuery } from '@/lib/form-encode';
import { compactParams } from '../lib/order-params';

const XLSX = 'spreadsheetml';

/** The file name of a Content-Disposition header (RFC 8187 `filename*` first). */
function fileNameOf(header: string | null, fallback: string): string {
  const star = header && /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (star) return decodeURIComponent(star);
  return (header && /filename="?([^";]+)"?/i.exec(header)?.[1]) || fallback;
}

/**
 * GET /api/order/getList with isType 2 (001 §7 "Export with isType 2"): the `.xlsx` of the filtered
 * list, saved by the browser. A refusal ('暂无数据', sub-account, expired session) is an envelope:
 * it is asked again through the api client so the message and the 408 handling are the usual ones.
 */
export async function exportOrderList(query: TOrderListQuery): Promise<void> {
  const params = compactParams({ ...query, isType: 2, page: undefined });
  const s = session.get();
  const headers: Record<string, string> = { [ROLE_HEADER]: s.role };
  if (s.token) headers.Authorization = `Bearer ${s.token}`;
  const res = await fetch(withQuery('/api/order/getList', params), { headers, credentials: 'same-origin' }).catch(() => null);
  if (!res || !res.ok || !(res.headers.get('content-type') ?? '').includes(XLSX)) {
    // answers the envelope's refusal as an ApiError (or the network error), never a broken file
    await api.get('/api/order/getList', { params });
    throw new Error('导出失败，请稍后重试');
  }
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileNameOf(res.headers.get('content-disposition'), '订单.xlsx');
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
