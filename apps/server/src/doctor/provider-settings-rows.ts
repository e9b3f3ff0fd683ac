import { faceOcrSettingsReport } from '../providers/face-ocr-settings';
import { smsSettingsReport } from '../providers/sms/sms-settings-report';
import type { DoctorCheck } from './doctor-row';

/** The choice rows are providerRows' (they say local is a stand-in); these are each real provider's own settings. */
const CHOICES = new Set(['SMS_PROVIDER', 'FACE_PROVIDER', 'OCR_PROVIDER', 'PAYMENT_PROVIDER']);

/** SMS carrier settings (templates, signature, keys) when a real carrier is chosen. */
export const smsRows: DoctorCheck = (env) => (env.SMS_PROVIDER === 'tencent' || env.SMS_PROVIDER === 'aliyun' ? smsSettingsReport(env).filter((r) => !CHOICES.has(r.setting)) : []);

/** Tencent Cloud FaceID / OCR and Alipay identity settings when those are chosen. */
export const faceOcrRows: DoctorCheck = (env) => faceOcrSettingsReport(env).filter((r) => !CHOICES.has(r.setting));
