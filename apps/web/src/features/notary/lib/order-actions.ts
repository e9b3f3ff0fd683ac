import { NotaryStatus } from '@evidence/shared/constants';
import { safeRedirect } from '@/lib/envelope';

/** The step pages of the applicant (001 §2.1): /attestation-list/readingMaterial/{step}/{orderId}/{type}. */
export const STEP_PAGES = ['applicationForm', 'signature', 'deCode', 'pay'] as const;
export type StepPage = (typeof STEP_PAGES)[number];

/**
 * The page 继续 opens for an order's step: `signing` (the job after 一键签署) is watched from the
 * signature page; `office` is the notary office's part, with no page of the applicant's.
 */
export function stepPageOf(step: string): StepPage | null {
  if (step === 'signing') return 'signature';
  return (STEP_PAGES as readonly string[]).includes(step) ? (step as StepPage) : null;
}

export function stepPagePath(step: string, orderId: number, type: number): string | null {
  const page = stepPageOf(step);
  return page === null ? null : `/attestation-list/readingMaterial/${page}/${orderId}/${type}`;
}

/** The facts of a list row the actions depend on. */
export interface OrderFacts {
  id: number;
  type: number;
  step: string;
  /** 1 paid, 0 not */
  pay: number;
  /** NotaryStatus */
  notarial: number;
}

export interface OrderActions {
  /** 继续: the current step's page, or null */
  continueTo: string | null;
  /** 终止订单 */
  canStop: boolean;
  /** 详情 */
  detail: boolean;
}

/**
 * What /notary offers for an order (001 §4): in progress and unpaid → 继续 and 终止订单; paid and in
 * progress, or 出证成功 → 详情 only; 出证终止 → a dash. 出证失败 is not named by the specification: it
 * gets 详情, because the end reason and each record's check result are what the applicant needs to
 * act on (decision 351).
 */
export function orderActions(o: OrderFacts): OrderActions {
  const none: OrderActions = { continueTo: null, canStop: false, detail: false };
  if (o.notarial === NotaryStatus.inProgress && o.pay !== 1) return { continueTo: stepPagePath(o.step, o.id, o.type), canStop: true, detail: false };
  if (o.notarial === NotaryStatus.inProgress || o.notarial === NotaryStatus.succeeded || o.notarial === NotaryStatus.failed) return { ...none, detail: true };
  return none;
}

/** /notary/detail's address, with where its 返回 goes (a same-site path). */
export function detailPath(orderId: number, type: number, goBackUrl: string): string {
  const q = new URLSearchParams({ orderId: String(orderId), type: String(type), goBackUrl });
  return `/notary/detail?${q.toString()}`;
}

/** Where /notary/detail's 返回 goes: the goBackUrl given when it is a same-site path, else /notary. */
export function backTarget(goBackUrl: string | null | undefined): string {
  return safeRedirect(goBackUrl, '/notary');
}
