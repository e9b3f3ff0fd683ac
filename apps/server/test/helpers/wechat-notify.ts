import type { FastifyInstance } from 'fastify';
import type { OutgoingNotice } from '../support/standins/wechatpay';

/**
 * How the WeChat Pay stand-in's notices reach a test app: posted to the notify_url's path as the raw bytes WeChat
 * signed. `app` is read at each delivery (the test app starts after the stand-in).
 */
export function deliverInto(app: () => FastifyInstance) {
  return async (url: string, notice: OutgoingNotice) => {
    const res = await app().inject({ method: 'POST', url: new URL(url).pathname, headers: { 'content-type': 'application/json', ...notice.headers }, payload: notice.body });
    return { status: res.statusCode, body: res.body };
  };
}
