import { alipayGateway, type AlipayAnswer, type AlipayGateway } from '../../alipay/gateway';
import type { AlipaySettings } from '../../alipay/settings';
import { transportErrorOf } from './refusals';

/** The little of a logger the adapter uses (the server's pino logger fits). */
export interface AlipayLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** The shared gateway (providers/alipay/gateway.ts) with its failures as payment errors. */
export interface AlipayPayGateway extends Omit<AlipayGateway, 'exec'> {
  /**
   * One OpenAPI v2 call: the verified `<method>_response` object (whatever its code); rejects with a
   * PaymentProviderError on a timeout, a refused connection, an HTTP error or an answer that does not verify.
   */
  exec(method: string, params: Record<string, unknown>): Promise<AlipayAnswer>;
}

export function alipayPayGateway(settings: AlipaySettings, log: AlipayLog, timeoutMs = settings.timeoutMs): AlipayPayGateway {
  const gw = alipayGateway(settings, timeoutMs);
  return {
    ...gw,
    async exec(method, params) {
      try {
        return await gw.exec(method, params);
      } catch (err) {
        const mapped = transportErrorOf(err);
        // the SDK's message may quote the answer (amounts, masked buyer ids): only our code goes to the log
        log.warn({ method, code: mapped.code }, 'alipay call failed');
        throw mapped;
      }
    },
  };
}
