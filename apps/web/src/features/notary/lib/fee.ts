import type { TNotaryQuote } from '@evidence/shared/contracts';
import { formatPoints } from '@/lib/format';

/** A fee in points and yuan: '260.00 积分（¥260.00）'. */
export function feeText(fee: { points: number; yuan: number }): string {
  return `${formatPoints(fee.points)} 积分（¥${formatPoints(fee.yuan)}）`;
}

/** How the quote is made up: '基础费 200.00 积分 + 每条 20.00 积分 × 3 条'. */
export function feeBreakdown(q: TNotaryQuote): string {
  return `基础费 ${formatPoints(q.basePoints)} 积分 + 每条 ${formatPoints(q.perRecordPoints)} 积分 × ${q.records} 条`;
}
