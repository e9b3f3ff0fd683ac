import { useMutation } from '@tanstack/react-query';
import { ZDownCertificateResponse, type TBqviewRequest, type TDownCertificateResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** POST /api/check/downCertificate: a signed, expiring URL of the PDF certificate. */
export function downCertificate(body: TBqviewRequest): Promise<TDownCertificateResponse> {
  return api.post('/api/check/downCertificate', { body: { ...body }, schema: ZDownCertificateResponse });
}

export function useDownCertificateMutation() {
  return useMutation({ mutationFn: downCertificate });
}
