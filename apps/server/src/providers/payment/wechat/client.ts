import type { Agent as HttpAgent } from 'node:http';
import type { Agent as HttpsAgent } from 'node:https';
import type { WechatPaySettings, WechatKeys } from './settings';
import { toPaymentError, type WechatCall } from './errors';

/** One API v3 call: method, path under the base URL (query included), JSON body. */
export interface WechatRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
}

export interface WechatAnswer {
  status: number;
  data: unknown;
}

export type WechatCaller = (call: WechatCall, req: WechatRequest) => Promise<WechatAnswer>;

export interface ClientDeps {
  timeoutMs?: number | undefined;
  /** tests: the agent that reaches the loopback stand-in */
  httpAgent?: HttpAgent | HttpsAgent | undefined;
}

interface AxiosLikeInstance {
  request(config: Record<string, unknown>): Promise<{ status: number; data: unknown }>;
}

/**
 * The API v3 client: wechatpay-axios-plugin's, which signs each request (WECHATPAY2-SHA256-RSA2048) and
 * verifies each 2xx answer (Wechatpay-Signature over timestamp, nonce and body with the key its
 * Wechatpay-Serial names; at most 300 s of clock skew). The plugin is loaded on the first call, so a
 * server that takes no WeChat payment never loads it. No proxy from the environment: the answer must
 * come from WeChat Pay itself (its signature would tell otherwise, but a proxy could still hold it).
 */
export function wechatCaller(settings: WechatPaySettings, keys: WechatKeys, deps: ClientDeps): WechatCaller {
  let client: Promise<AxiosLikeInstance> | null = null;
  const load = async (): Promise<AxiosLikeInstance> => {
    const { Decorator } = await import('wechatpay-axios-plugin');
    const decorated = new Decorator({
      mchid: settings.mchid,
      serial: settings.serial,
      // a KeyObject works (Rsa.from passes it through) though the typings say string | Buffer
      privateKey: keys.privateKey as unknown as string,
      certs: { ...keys.verifiers },
      baseURL: settings.baseUrl.endsWith('/') ? settings.baseUrl : `${settings.baseUrl}/`,
      timeout: deps.timeoutMs ?? settings.timeoutMs,
      proxy: false,
      ...(deps.httpAgent ? { httpAgent: deps.httpAgent, httpsAgent: deps.httpAgent } : {}),
    });
    return decorated.v3 as unknown as AxiosLikeInstance;
  };
  return async (call, req) => {
    client ??= load().catch((err: unknown) => {
      client = null;
      throw err;
    });
    const v3 = await client;
    try {
      // relative to the base URL (the plugin signs the path it resolves against it)
      const res = await v3.request({ method: req.method, url: req.path.replace(/^\/+/, ''), ...(req.body ? { data: req.body } : {}) });
      return { status: res.status, data: res.data };
    } catch (err) {
      throw toPaymentError(err, call);
    }
  };
}
