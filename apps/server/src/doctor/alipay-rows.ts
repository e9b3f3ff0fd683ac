import { alipaySettingsReport } from '../providers/alipay/settings-report';
import type { DoctorCheck } from './doctor-row';

/** The ALIPAY_* rows when Alipay pays (PAYMENT_PROVIDER) or verifies identities (FACE_PROVIDER=alipay). */
export const alipayRows: DoctorCheck = (env) => {
  const payment = (env.PAYMENT_PROVIDER ?? '').split(',').map((s) => s.trim());
  return payment.includes('alipay') || env.FACE_PROVIDER === 'alipay' ? alipaySettingsReport(env) : [];
};
