import { useMutation } from '@tanstack/react-query';
import { ZOfficeRevealPhone, type TOfficeRevealPhone } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** POST /api/admin/notary/revealPhone {orderId}: the applicant's phone in full; the server writes a custody-log row (decision 853). */
export function revealApplicantPhone(orderId: number): Promise<TOfficeRevealPhone> {
  return api.post('/api/admin/notary/revealPhone', { scope: 'admin', body: { orderId }, schema: ZOfficeRevealPhone });
}

export function useRevealApplicantPhone() {
  return useMutation({ mutationFn: revealApplicantPhone });
}
