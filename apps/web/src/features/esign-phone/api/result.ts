import { useQuery } from '@tanstack/react-query';
import { ZH5ResultInfo } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { H5_CALL, fetchPdf } from '../lib/h5';

/** GET /api/h5elesign/resultInfo?token= (the result link's token) — what endpdf shows. */
export function getResultInfo(token: string) {
  return api.get('/api/h5elesign/resultInfo', { params: { token }, schema: ZH5ResultInfo, ...H5_CALL });
}

export function useResultInfo(token: string) {
  return useQuery({ queryKey: ['h5elesign', 'result', token], queryFn: () => getResultInfo(token), enabled: token !== '', retry: false, meta: { silentError: true } });
}

/** The signed PDF's address (GET /api/h5elesign/result); `download` saves it instead of showing it. */
export const resultUrl = (token: string, download = false) => `/api/h5elesign/result?token=${encodeURIComponent(token)}${download ? '&download=1' : ''}`;
/** The original's address (GET /api/h5elesign/pdf). */
export const originalUrl = (token: string) => `/api/h5elesign/pdf?token=${encodeURIComponent(token)}`;

/** A PDF of these calls as bytes for the viewer, fetched with the 60,000 ms limit (pdf.js's own loading has none). */
export function usePdfBytes(url: string, enabled: boolean) {
  return useQuery({ queryKey: ['h5elesign', 'pdf', url], queryFn: async () => (await fetchPdf(url)).arrayBuffer(), enabled, retry: false, staleTime: Infinity, meta: { silentError: true } });
}
