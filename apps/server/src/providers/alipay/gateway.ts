import type { AlipaySdk } from 'alipay-sdk';
import type { AlipaySettings } from './settings';

/** The fields of every Alipay v2 answer (`<method>_response`), kept in Alipay's own snake_case. */
export interface AlipayAnswer {
  code?: string;
  msg?: string;
  sub_code?: string;
  sub_msg?: string;
  [field: string]: unknown;
}

/**
 * The office's one Alipay open-platform application as its two users call it: the payment adapter
 * (payment/alipay) and 支付宝身份验证 (face/alipay-face). Transport and signatures only: each user maps a
 * failure to its own errors and words.
 */
export interface AlipayGateway {
  /**
   * One OpenAPI v2 call. Resolves with the `<method>_response` object only when its signature verified
   * with Alipay's public key (whatever its code: a refusal is verified too); rejects with the SDK's own
   * error, as thrown (AlipayRequestError: a timeout, a refused connection, an HTTP error, an answer that
   * does not verify), for the caller to map.
   */
  exec(method: string, params: Record<string, unknown>): Promise<AlipayAnswer>;
  /** the signed page form of a page method, e.g. alipay.trade.page.pay (built here, no request) */
  pageForm(method: string, params: Record<string, unknown>): Promise<string>;
  /** the signed GET URL of a page method on the gateway, e.g. alipay.user.certify.open.certify (built here, no request) */
  pageUrl(method: string, params: Record<string, unknown>): Promise<string>;
  /** the SDK's notice check (checkNotifySignV2: the values as sent, not URL-decoded again) */
  checkNotice(params: Record<string, string>): Promise<boolean>;
}

/**
 * An instant as Alipay's `timestamp` and `time_expire` want it: yyyy-MM-dd HH:mm:ss in Beijing time (UTC+8,
 * no summer time), whatever the server's own time zone.
 */
export function beijingTime(ms: number): string {
  const d = new Date(ms + 8 * 3_600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
}

/**
 * alipay-sdk, loaded on first use (a server paying locally never loads it). Calls go through the
 * deprecated-but-kept v2 `exec` with `validateSign: true` rather than the v3 `curl` (decision 937):
 * page pay and the async notice exist only in v2's protocol and signature scheme, so v2 throughout means
 * one gateway, one signature scheme and one stand-in; and v2's check covers refusals as well (v3 verifies
 * only 2xx answers). `camelcase: false` keeps Alipay's field names (the SDK would rename them). Every
 * request's `timestamp` is given in Beijing time: the SDK writes the server's local time, hours off on a
 * server in UTC (a parameter given overrides the SDK's own).
 */
export function alipayGateway(settings: AlipaySettings, timeoutMs = settings.timeoutMs): AlipayGateway {
  let sdk: Promise<AlipaySdk> | null = null;
  const load = () => {
    sdk ??= import('alipay-sdk').then(
      ({ AlipaySdk }) =>
        new AlipaySdk({
          appId: settings.appId,
          privateKey: settings.privateKeyPem,
          keyType: 'PKCS8',
          alipayPublicKey: settings.alipayPublicKeyPem,
          gateway: settings.gateway,
          timeout: timeoutMs,
          camelcase: false,
          signType: 'RSA2',
          charset: 'utf-8',
        }),
    );
    return sdk;
  };
  const stamped = (params: Record<string, unknown>) => ({ ...params, timestamp: beijingTime(Date.now()) });
  return {
    async exec(method, params) {
      const client = await load();
      return (await client.exec(method, stamped(params), { validateSign: true })) as AlipayAnswer;
    },
    async pageForm(method, params) {
      return (await load()).pageExecute(method, 'POST', stamped(params));
    },
    async pageUrl(method, params) {
      return (await load()).pageExecute(method, 'GET', stamped(params));
    },
    async checkNotice(params) {
      return (await load()).checkNotifySignV2(params);
    },
  };
}
