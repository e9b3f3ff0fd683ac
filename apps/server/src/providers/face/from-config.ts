import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import type { TencentTransport } from '../tencent-cloud/tencent-client';
import { alipayFaceProvider } from './alipay-face';
import type { FaceProvider } from './face-provider';
import { localFaceProvider } from './local-face';
import { offFaceProvider } from './off-face';
import { tencentFaceProvider } from './tencent-face';

/**
 * The face provider FACE_PROVIDER names: the local test stand-in by default, none ('off'), Tencent
 * Cloud FaceID or Alipay. config.ts has refused a real provider whose settings are incomplete.
 * `tencentTransport` is the tests' way to a loopback stand-in, never a setting.
 */
export function faceProviderFromConfig(config: Config['face'], db: Db, log: FastifyBaseLogger, tencentTransport?: TencentTransport): FaceProvider {
  if (config.provider === 'off') return offFaceProvider();
  if (config.provider === 'tencent') {
    if (!config.tencent) throw new Error('FACE_PROVIDER=tencent needs TENCENTCLOUD_SECRET_ID and TENCENTCLOUD_SECRET_KEY');
    return tencentFaceProvider({ credentials: config.tencent.credentials, endpoint: config.tencent.faceidEndpoint, ruleId: config.ruleId, timeoutMs: config.timeoutMs, transport: tencentTransport, log });
  }
  if (config.provider === 'alipay') {
    if (!config.alipay) throw new Error('FACE_PROVIDER=alipay needs ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY and ALIPAY_PUBLIC_KEY');
    return alipayFaceProvider({ settings: config.alipay, timeoutMs: config.timeoutMs, log });
  }
  return localFaceProvider(db);
}
