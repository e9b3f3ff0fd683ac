import type { App } from '../../../context';
import { LOCAL_NOTIFY_PATH } from '../../../providers/payment/local-payment';

/**
 * The local provider's delivery of a signed notify: a real HTTP request (through Fastify's inject,
 * so no network or base address is needed) to our notify endpoint, answered in the provider protocol.
 */
export function deliverLocalNotify(app: App) {
  return async (params: Record<string, string>): Promise<boolean> => {
    const res = await app.inject({ method: 'POST', url: LOCAL_NOTIFY_PATH, payload: new URLSearchParams(params).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    return res.statusCode === 200 && (res.json() as { code?: string }).code === 'SUCCESS';
  };
}
