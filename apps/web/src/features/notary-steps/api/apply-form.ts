import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZNotaryApplyFormView, type TNotaryApplyFormRequest, type TNotaryApplyFormView } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { orderDetailKey } from './order-detail';

export const applyFormKey = (orderId: number) => ['notary', 'applyForm', orderId] as const;

/** GET /api/notary/applyForm: the verified applicant, the saved form (or defaults) and the records. */
export function getApplyForm(orderId: number, signal?: AbortSignal): Promise<TNotaryApplyFormView> {
  return api.get('/api/notary/applyForm', { params: { orderId }, schema: ZNotaryApplyFormView, signal });
}

export function useApplyForm(orderId: number) {
  return useQuery(queryOptions({ queryKey: applyFormKey(orderId), queryFn: ({ signal }) => getApplyForm(orderId, signal), retry: false }));
}

/** POST /api/notary/saveApplyForm: the server renders the five documents and moves the order to signing. */
export async function saveApplyForm(form: TNotaryApplyFormRequest): Promise<string> {
  let msg = '';
  const body: Record<string, string> = {};
  for (const [k, v] of Object.entries(form)) if (v !== undefined && v !== null) body[k] = String(v);
  await api.post('/api/notary/saveApplyForm', { body, onMessage: (m) => (msg = m) });
  return msg;
}

export function useSaveApplyForm(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveApplyForm,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: applyFormKey(orderId) }), client.invalidateQueries({ queryKey: orderDetailKey(orderId) })]),
  });
}
