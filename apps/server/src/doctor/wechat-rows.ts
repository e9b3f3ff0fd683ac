import { wechatSettingsConfigured, wechatSettingsReport } from '../providers/payment/wechat/settings-report';
import type { DoctorCheck } from './doctor-row';

/** The WECHATPAY_* rows when WeChat Pay pays (PAYMENT_PROVIDER) or any of its settings is given (the start checks them then too). */
export const wechatRows: DoctorCheck = (env) => {
  const payment = (env.PAYMENT_PROVIDER ?? '').split(',').map((s) => s.trim());
  return payment.includes('wechat') || wechatSettingsConfigured(env) ? wechatSettingsReport(env) : [];
};
