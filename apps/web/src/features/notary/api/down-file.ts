import { ZNotaryDownFile } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/**
 * GET /api/notary/downFile {orderId, type} (001 §7 "File download"): a signed link that expires, so it
 * is asked for at the click and never kept.
 */
export async function notaryDownFile(orderId: number, type: number): Promise<string> {
  const { downUrl } = await api.get('/api/notary/downFile', { params: { orderId, type }, schema: ZNotaryDownFile });
  return downUrl;
}
