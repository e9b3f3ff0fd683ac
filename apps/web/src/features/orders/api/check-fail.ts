import { api } from '@/lib/api-client';

/**
 * POST /api/invoice/checkFail {id} (001 §7 Invoices): why an order's invoice failed (data.checkRemark).
 * The endpoint is the invoices slice's; the orders page shows its answer in a dialog.
 */
export async function checkFail(id: number): Promise<string> {
  const data = await api.post<{ checkRemark?: string | null } | null>('/api/invoice/checkFail', { body: { id } });
  return data?.checkRemark?.trim() || '暂无原因';
}
