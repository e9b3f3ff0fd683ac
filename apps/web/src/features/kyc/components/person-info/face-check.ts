import type { TFaceSummary } from '@evidence/shared/contracts';
import { formatDateTime } from '../../../../lib/format';

/** 000 §4: SUCCESS and FAIL are final; PENDING is a session still open; null none was started. */
export function faceResultLabel(result: TFaceSummary['result']): string {
  if (result === 'SUCCESS') return '人脸核验通过';
  if (result === 'FAIL') return '人脸核验未通过';
  if (result === 'PENDING') return '人脸核验进行中';
  return '尚未进行人脸核验';
}

/** Stand-ins say what they are (ARCHITECTURE.md "Providers"): nobody mistakes a demo for a real check. */
export function faceProviderLabel(provider: string | null): string | null {
  if (provider === null) return null;
  if (provider === 'local') return '本地测试提供方（非真实核验）';
  if (provider === 'seed') return '演示数据（非真实核验）';
  if (provider === 'tencent') return '腾讯云慧眼人脸核验';
  if (provider === 'alipay') return '支付宝身份验证';
  return provider;
}

/** One line for the info page: result · time · provider. */
export function faceSummaryText(face: TFaceSummary): string {
  return [faceResultLabel(face.result), face.at ? formatDateTime(face.at) : null, faceProviderLabel(face.provider)].filter(Boolean).join(' · ');
}

/** An individual whose form is under review still has to pass the face check (decision 90). */
export function faceCheckNeeded(face: TFaceSummary, submissionStatus: number): boolean {
  return submissionStatus === 2 && face.result !== 'SUCCESS';
}
