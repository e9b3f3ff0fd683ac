import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOfficeDecision, ZOfficeOriginal, type TOfficeDecision } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { ADMIN_NOTARY_KEY } from './get-notary-list';

/**
 * The notary's decisions, one call each: POST /api/admin/notary/accept, /interview (items as JSON text),
 * /issue, /terminate and /fail (with a reason). Each refreshes the queue and the open detail.
 */
export type NotaryDecision =
  | { kind: 'accept'; orderId: number }
  | { kind: 'interview'; orderId: number; items: Array<{ q: string; a: string }> }
  | { kind: 'issue'; orderId: number }
  | { kind: 'terminate' | 'fail'; orderId: number; reason: string };

export function decideNotary(d: NotaryDecision): Promise<TOfficeDecision> {
  const { kind, ...body } = d;
  return api.post(`/api/admin/notary/${kind}`, { scope: 'admin', body, schema: ZOfficeDecision });
}

export function useDecideNotary() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: decideNotary, onSettled: () => qc.invalidateQueries({ queryKey: ADMIN_NOTARY_KEY }) });
}

/** GET /api/admin/notary/original: a 10-minute link to a record's original (its opening is written to the custody log). */
export function getOriginalLink(orderId: number, evidenceId: number): Promise<{ url: string }> {
  return api.get('/api/admin/notary/original', { scope: 'admin', params: { orderId, evidenceId }, schema: ZOfficeOriginal });
}
