import { NOTARY_STAGE_ENDED, NotaryStatus } from '@evidence/shared/constants';
import type { TNotaryMoneyFacts, TRefundLine } from '@evidence/shared/contracts';
import { formatPoints } from '@/lib/format';

/**
 * The words for a notarial order's money (decisions 365–366), shared by /notary, /notary/detail and
 * /orders → 公证书: an amount always with its unit (points and yuan are never mixed up), a refund as
 * what was given back (points) or what is still owed by the original route (yuan).
 */
export const amountText = (amount: number, unit: 'points' | 'yuan') => (unit === 'yuan' ? `¥${formatPoints(amount)}` : `${formatPoints(amount)} 积分`);

/** 已支付 · 微信 / 未支付 / 已取消. */
export function payText(f: Pick<TNotaryMoneyFacts, 'payStateName' | 'paidByName'>): string {
  return f.paidByName ? `${f.payStateName} · ${f.paidByName}` : f.payStateName;
}

/**
 * What was paid, in the unit paid; before payment the fee to pay (in points, which the cashier takes
 * one to one in yuan); nothing for an order cancelled before payment.
 */
export function paidText(f: Pick<TNotaryMoneyFacts, 'payState' | 'paidAmount' | 'paidUnit'>, fee: number): string {
  if (f.payState === 'paid' && f.paidAmount !== null && f.paidUnit !== null) return amountText(f.paidAmount, f.paidUnit);
  if (f.payState === 'unpaid') return `应付 ${amountText(fee, 'points')}`;
  return '-';
}

/**
 * One refund through the provider: 退款中 ¥240.00 / 已退款 ¥240.00 / 退款失败（商户账户余额不足） ¥240.00, and
 * for the local test cashier that no money moved (issue 25 item 6).
 */
export function refundLineText(r: Pick<TRefundLine, 'stateName' | 'amount' | 'isLocal'>): string {
  return `${r.stateName} ${amountText(r.amount, 'yuan')}${r.isLocal ? '（本地测试收银台，未发生真实资金往来）' : ''}`;
}

/**
 * 已退还 240.00 积分, each refund through the provider (refundLineText), and 待原路退回 ¥… for money recorded
 * as owed before refunds went through the provider (what refundDue holds beyond the open refunds); empty
 * when nothing is given back.
 */
export function refundTexts(f: Pick<TNotaryMoneyFacts, 'refunded' | 'refundDue' | 'refunds'>): string[] {
  const out: string[] = [];
  if (f.refunded > 0) out.push(`已退还 ${amountText(f.refunded, 'points')}`);
  for (const r of f.refunds) out.push(refundLineText(r));
  const open = f.refunds.filter((r) => r.state !== 'succeeded').reduce((sum, r) => sum + Math.round(r.amount * 100), 0);
  const older = Math.round(f.refundDue * 100) - open;
  if (older > 0) out.push(`待原路退回 ${amountText(older / 100, 'yuan')}`);
  return out;
}

/**
 * 办理进度: the applicant's step, or the office's stage once the order is with the office; an order that
 * ended without a certificate (出证终止 / 出证失败) is 已结束 — its step is history, not a task (decision 369).
 */
export function stageText(row: { step: string; stepName: string; officeStage: string | null; notarial: number }): string {
  if (row.notarial === NotaryStatus.terminated || row.notarial === NotaryStatus.failed) return NOTARY_STAGE_ENDED;
  return row.step === 'office' && row.officeStage ? row.officeStage : row.stepName;
}
