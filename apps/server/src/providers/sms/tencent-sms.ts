import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { SmsProvider } from './sms-provider';
import { carrierParams, type SmsTemplateKey } from './sms-templates';
import { failureOf, refusedBy } from './sms-refusals';

export interface TencentSmsSettings {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  region: string;
  /** https://sms.tencentcloudapi.com by default; the host name is also TC3's service (its first label) */
  endpoint: URL;
  /** an address to connect to instead of resolving the endpoint's host name (a fixed egress, or a test's stand-in) */
  connectAddress: string | undefined;
  templates: Record<SmsTemplateKey, string>;
  timeoutMs: number;
}

/** Mainland numbers as Tencent wants them: E.164. */
const e164 = (phone: string) => (phone.startsWith('+') ? phone : `+86${phone}`);

/**
 * Tencent Cloud SMS (API 2021-01-11, SendSms) through its SDK, loaded on first use (decision 890). One message,
 * one phone: success is SendStatusSet[0].Code === 'Ok'; any other code there or an Error in the answer is the
 * carrier's refusal, anything without an answer a failure. The SDK's agent is ours: it never takes http_proxy
 * from the environment, and it can connect to `connectAddress` while the request keeps the real host name, which
 * TC3-HMAC-SHA256 signs (its service is the host name's first label).
 */
export function tencentSmsProvider(s: TencentSmsSettings): SmsProvider {
  let client: Promise<{ SendSms(req: unknown): Promise<TencentSendSmsResponse> }> | undefined;
  const lookup: LookupFunction | undefined = s.connectAddress
    ? (_host, opts, cb) => {
        const family = s.connectAddress!.includes(':') ? 6 : 4;
        if ((opts as { all?: boolean }).all) (cb as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [{ address: s.connectAddress!, family }]);
        else cb(null, s.connectAddress!, family);
      }
    : undefined;
  const agent = s.endpoint.protocol === 'http:' ? new http.Agent({ keepAlive: true, ...(lookup ? { lookup } : {}) }) : new https.Agent({ keepAlive: true, ...(lookup ? { lookup } : {}) });
  const load = () =>
    (client ??= import('tencentcloud-sdk-nodejs-sms').then((m) => {
      const Client = m.sms.v20210111.Client;
      return new Client({
        credential: { secretId: s.secretId, secretKey: s.secretKey },
        region: s.region,
        profile: {
          signMethod: 'TC3-HMAC-SHA256',
          httpProfile: { endpoint: s.endpoint.host, protocol: `${s.endpoint.protocol}//`, reqMethod: 'POST', reqTimeout: s.timeoutMs / 1000, agent },
        },
      }) as unknown as { SendSms(req: unknown): Promise<TencentSendSmsResponse> };
    }));
  return {
    name: 'tencent',
    isLocal: false,
    async send(m) {
      const sms = await load();
      let res: TencentSendSmsResponse;
      try {
        res = await sms.SendSms({
          PhoneNumberSet: [e164(m.phone)],
          SmsSdkAppId: s.sdkAppId,
          SignName: s.signName,
          TemplateId: s.templates[m.template],
          TemplateParamSet: carrierParams(m).map((p) => p.value),
        });
      } catch (err) {
        const e = err as { code?: unknown; requestId?: unknown; message?: unknown };
        // an answer with Response.Error: the SDK sets its code; without one no answer came
        if (typeof e.code === 'string' && e.code) throw refusedBy('tencent', e.code, `${String(e.message)} (RequestId ${String(e.requestId)})`);
        throw failureOf(err);
      }
      const status = res.SendStatusSet?.[0];
      if (!status) throw refusedBy('tencent', 'NoSendStatus', `no SendStatusSet (RequestId ${res.RequestId})`);
      if (status.Code !== 'Ok') throw refusedBy('tencent', status.Code, `${status.Message} (RequestId ${res.RequestId})`);
      return { providerRef: status.SerialNo || res.RequestId };
    },
  };
}

interface TencentSendSmsResponse {
  SendStatusSet?: Array<{ SerialNo: string; PhoneNumber: string; Code: string; Message: string }>;
  RequestId: string;
}
