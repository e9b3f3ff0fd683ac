import type { AlipaySdk } from 'alipay-sdk';
import { beijingTime } from './money';
import type { AlipaySettings } from '../../alipay/settings';
import { transportErrorOf, type AlipayAnswer } from './refusals';

/** The little of a logger the adapter uses (the server's pino logger fits). */
export interface AlipayLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface AlipayGateway {
  /**
   * One OpenAPI v2 call. Resolves with the `<method>_response` object only when its signature verified
   * with Alipay's public key (whatever its code: a refusal is verified too); rejects with a
   * PaymentProviderError on a timeout, a refused connection, an HTTP error or an answer that does not verify.
   */
  exec(method: string, params: Record<string, unknown>): Promise<AlipayAnswer>;
  /** the signed page form of alipay.trade.page.pay (built here, no request) */
  pageForm(method: string, params: Record<string, unknown>): Promise<string>;
  /** the SDK's notice check (checkNotifySignV2: the values as sent, not URL-decoded again) */
  checkNotice(params: Record<string, string>): Promise<boolean>;
}

/**
 * alipay-sdk, loaded on first use (a server paying locally never loads it). Calls go through the
 * deprecated-but-kept v2 `exec` with `validateSign: true` rather than the v3 `curl` (decision 937):
 * page pay and the async notice exist only in v2's protocol and signature scheme, so v2 throughout means
 * one gateway, one signature scheme and one stand-in; and v2's check covers refusals as well (v3 verifies
 * only 2xx answers). `camelcase: false` keeps Alipay's field names (the SDK would rename them). The
 * request's `timestamp` is given in Beijing time: the SDK writes the server's local time, hours off on a
 * server in UTC (a parameter given overrides the SDK's own).
 */
export function alipayGateway(settings: AlipaySettings, log: AlipayLog, timeoutMs = settings.timeoutMs): AlipayGateway {
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
  return {
    async exec(method, params) {
      const client = await load();
      let answer: unknown;
      try {
        answer = await client.exec(method, { ...params, timestamp: beijingTime(Date.now()) }, { validateSign: true });
      } catch (err) {
        const mapped = transportErrorOf(err);
        // the SDK's message may quote the answer (amounts, masked buyer ids): only our code goes to the log
        log.warn({ method, code: mapped.code }, 'alipay call failed');
        throw mapped;
      }
      return answer as AlipayAnswer;
    },
    async pageForm(method, params) {
      return (await load()).pageExecute(method, 'POST', { ...params, timestamp: beijingTime(Date.now()) });
    },
    async checkNotice(params) {
      return (await load()).checkNotifySignV2(params);
    },
  };
}
