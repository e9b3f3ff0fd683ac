import type { NotaryStep } from '@evidence/shared/constants';

/** The four pages of the applicant (001 §2.1: /attestation-list/readingMaterial/{step}/{orderId}/{type}). */
export const STEP_PAGES = ['applicationForm', 'signature', 'deCode', 'pay'] as const;
export type StepPage = (typeof STEP_PAGES)[number];

export const STEP_TITLES: Record<StepPage, string> = {
  applicationForm: '申请表阅读与填写',
  signature: '在线签字',
  deCode: '数据解密',
  pay: '支付',
};

export function isStepPage(v: string | undefined): v is StepPage {
  return (STEP_PAGES as readonly string[]).includes(v ?? '');
}

/**
 * The page that shows an order at its step: 签署中 is shown by the signature page (its progress), so is the
 * second signing of the 询问笔录, and an order otherwise handed to the office by the pay page (its result). Steps are resumable: a page opened at another
 * step goes to the order's own (the server refuses out-of-order calls anyway).
 */
export function pageOfStep(step: string, officeStage?: string | null): StepPage {
  if (step === 'signing' || isSecondSigning(step, officeStage)) return 'signature';
  if (step === 'office') return 'pay';
  return isStepPage(step) ? step : 'applicationForm';
}

export function stepPath(step: StepPage, orderId: number, type: number | string): string {
  return `/attestation-list/readingMaterial/${step}/${orderId}/${type}`;
}

export function stepIndex(step: NotaryStep | string): number {
  if (step === 'office') return STEP_PAGES.length;
  return STEP_PAGES.indexOf(pageOfStep(step));
}

/**
 * The second signing (decision 303): once the notary has written the 询问笔录 (office stage interview) the
 * applicant confirms it on the signing screen with the same calls; confirming is its job running.
 */
export function isSecondSigning(step: string, officeStage?: string | null): boolean {
  return step === 'office' && (officeStage === 'interview' || officeStage === 'confirming');
}

/** Whether a signing job of either round is running (the order is then polled every 2 s). */
export function isSigningNow(step: string, officeStage?: string | null): boolean {
  return step === 'signing' || (step === 'office' && officeStage === 'confirming');
}
