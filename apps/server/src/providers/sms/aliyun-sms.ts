import type { SmsProvider } from './sms-provider';
import { carrierParams, type SmsTemplateKey } from './sms-templates';
import { failureOf, refusedBy } from './sms-refusals';

export interface AliyunSmsSettings {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** https://dysmsapi.aliyuncs.com by default */
  endpoint: URL;
  templates: Record<SmsTemplateKey, string>;
  timeoutMs: number;
}

interface SendSmsBody {
  code?: string;
  message?: string;
  bizId?: string;
  requestId?: string;
}
interface DysmsClient {
  sendSms(req: unknown): Promise<{ body?: SendSmsBody }>;
}

/** A CommonJS module's default export, through either interop (Node's ESM wraps it once more). */
const defaultOf = <T>(m: { default: unknown }): T => ((m.default as { default?: unknown }).default ?? m.default) as T;

/**
 * Aliyun SMS (dysmsapi 2017-05-25, SendSms) through its SDK, loaded on first use (decision 890); the SDK signs
 * ACS3-HMAC-SHA256. Success is body.Code === 'OK'; another Code in the body (isv.*) or a gateway error (HTTP 4xx
 * with its Code, e.g. SignatureDoesNotMatch) is the carrier's refusal, anything without an answer a failure.
 * The SDK's runtime takes no proxy from the environment and does not retry unless told (we do not).
 */
export function aliyunSmsProvider(s: AliyunSmsSettings): SmsProvider {
  let client: Promise<{ c: DysmsClient; Request: new (m: Record<string, unknown>) => unknown }> | undefined;
  const load = () =>
    (client ??= Promise.all([import('@alicloud/dysmsapi20170525'), import('@alicloud/openapi-core')]).then(([dysms, core]) => {
      const Client = defaultOf<new (c: unknown) => DysmsClient>(dysms);
      const config = new core.$OpenApiUtil.Config({
        accessKeyId: s.accessKeyId,
        accessKeySecret: s.accessKeySecret,
        endpoint: s.endpoint.host,
        protocol: s.endpoint.protocol === 'http:' ? 'HTTP' : 'HTTPS',
        readTimeout: s.timeoutMs,
        connectTimeout: s.timeoutMs,
      });
      return { c: new Client(config), Request: dysms.SendSmsRequest as unknown as new (m: Record<string, unknown>) => unknown };
    }));
  return {
    name: 'aliyun',
    isLocal: false,
    async send(m) {
      const { c, Request } = await load();
      let body: SendSmsBody | undefined;
      try {
        body = (
          await c.sendSms(
            new Request({
              phoneNumbers: m.phone,
              signName: s.signName,
              templateCode: s.templates[m.template],
              templateParam: JSON.stringify(Object.fromEntries(carrierParams(m).map((p) => [p.name, p.value]))),
            }),
          )
        ).body;
      } catch (err) {
        const e = err as { code?: unknown; statusCode?: unknown; message?: unknown };
        // a gateway answer (4xx/5xx with a Code) is a refusal; the SDK's own errors have no status code
        if (typeof e.statusCode === 'number' && typeof e.code === 'string' && e.code && e.code !== 'undefined') throw refusedBy('aliyun', e.code, String(e.message));
        throw failureOf(err);
      }
      if (body?.code !== 'OK') throw refusedBy('aliyun', body?.code ?? 'NoCode', `${body?.message ?? 'no body'} (RequestId ${body?.requestId ?? '-'})`);
      return { providerRef: body.bizId ?? body.requestId ?? null };
    },
  };
}
