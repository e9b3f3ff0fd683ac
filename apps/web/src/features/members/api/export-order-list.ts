import { MSG, ROLE_HEADER } from '@evidence/shared/constants';
import { ApiError } from '@/lib/api-client';
import { withQuery } from '@/lib/form-encode';
import { session } from '@/lib/session';
import type { MemberOrderQuery } from './get-order-list';

/**
 * GET (blob) /api/companyMember/exportOrderList: the filtered consumption as .xlsx, saved by the
 * browser. A refusal ('暂无数据') comes back as the JSON envelope and is thrown as an ApiError.
 */
export async function exportMemberOrders(q: Omit<MemberOrderQuery, 'page'>): Promise<void> {
  const s = session.get();
  const headers: Record<string, string> = { [ROLE_HEADER]: s.role };
  if (s.token) headers.Authorization = `Bearer ${s.token}`;
  let res: Response;
  try {
    res = await fetch(withQuery('/api/companyMember/exportOrderList', { ...q }), { headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError({ code: 0, msg: MSG.networkError, data: null });
  }
  if (!res.ok || !(res.headers.get('content-type') ?? '').includes('spreadsheetml')) {
    const env = (await res.json().catch(() => null)) as { code?: number; msg?: string } | null;
    throw new ApiError({ code: env?.code ?? res.status, msg: env?.msg ?? MSG.serverError, data: null });
  }
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `成员消费记录-${q.member_id}.xlsx`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
