import { ZIntentQr, ZIntentStatus, ZNotarySendSignSms, ZNotarySignAccepted, type TIntentQr } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** POST /api/notary/signQr: a single-use code for handwriting on a phone (the QR way). */
export function signQr(orderId: number): Promise<TIntentQr> {
  return api.post('/api/notary/signQr', { body: { orderId }, schema: ZIntentQr });
}

/** GET /api/notary/signStatus: what the phone has done with the QR code (polled every 2 s). */
export async function signStatus(orderId: number, intentId: number, signal?: AbortSignal): Promise<string> {
  return (await api.get('/api/notary/signStatus', { params: { orderId, intentId }, schema: ZIntentStatus, signal })).status;
}

/** POST /api/notary/sendSignSms: the SMS code of the seal way, to the account's own phone. */
export function sendSignSms(orderId: number) {
  return api.post('/api/notary/sendSignSms', { body: { orderId }, schema: ZNotarySendSignSms });
}

export type SignBy = { intentId: number } | { imageId?: number; verifyCode: string; smsToken: string };

/**
 * POST /api/notary/sign (001 §3 "Sign submission"): starts the signing job; the page then polls the order.
 * `shown`: the SHA-256 of the documents the page displayed (orderDetail's signSha256, issue 23 item 1).
 */
export async function sign(orderId: number, shown: readonly string[], by: SignBy): Promise<string> {
  const body: Record<string, string | number> = { orderId, documentSha256: shown.join(',') };
  for (const [k, v] of Object.entries(by)) if (v !== undefined) body[k] = v as string | number;
  return (await api.post('/api/notary/sign', { body, schema: ZNotarySignAccepted })).step;
}
