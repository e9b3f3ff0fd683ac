import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { aliyunSmsProvider } from './aliyun-sms';
import { localSmsProvider } from './local-sms';
import { recordedSmsProvider } from './recorded-sms';
import type { SmsProvider } from './sms-provider';
import { tencentSmsProvider } from './tencent-sms';

/** The configured SMS provider, its outcomes recorded (SMS_PROVIDER: local, tencent or aliyun). */
export function smsProviderFromConfig(config: Config, db: Db, log: FastifyBaseLogger): SmsProvider {
  const s = config.sms;
  const inner =
    s.tencent
      ? tencentSmsProvider({ ...s.tencent, signName: s.signName, templates: s.templates, timeoutMs: s.timeoutMs })
      : s.aliyun
        ? aliyunSmsProvider({ ...s.aliyun, signName: s.signName, templates: s.templates, timeoutMs: s.timeoutMs })
        : localSmsProvider(db, log, config.siteName);
  return recordedSmsProvider(inner, db, log);
}
